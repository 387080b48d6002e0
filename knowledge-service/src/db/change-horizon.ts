import { sql } from 'drizzle-orm';

/**
 * The oldest transaction still running as the statement's snapshot was taken (xid8, as
 * text): every transaction below it has committed or rolled back, so a row it wrote is
 * visible now or never. A reader that has read every change visible at one look may skip,
 * at the next, only rows written below that look's horizon (migration 520).
 */
export const horizonSql = sql`pg_snapshot_xmin(pg_current_snapshot())::text`;

/** The horizon before any look: every row is still to be read. */
export const FIRST_HORIZON = '0';

/** The rows still open to a late commit since the look that took `horizon`. */
export const writtenSince = (column: string, horizon: string) =>
  sql`${sql.raw(column)} >= ${horizon}::xid8`;
