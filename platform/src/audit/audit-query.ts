import {
  AUDIT_ACTIONS,
  MAX_AUDIT_PAGE,
  type AuditEntry,
  type AuditPage,
} from '@switchboard/domain';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@switchboard/server-kit/db/connect';
import { auditLog } from '../db/schema';
import { intParam } from '../http/page-query';
import { entityLinks } from './entity-exists';

const isoDate = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be an ISO date-time` }).optional();

export const auditQuerySchema = z.object({
  limit: intParam('limit', 1, MAX_AUDIT_PAGE).default(50),
  before: z.string().max(80).optional(),
  actor: z.uuid({ error: 'actor must be an account id' }).optional(),
  kind: z.string().max(40).optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'action is not one the log records' }).optional(),
  from: isoDate('from'),
  to: isoDate('to'),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** The export takes the page's filters; it walks every page itself. */
export const auditExportSchema = auditQuerySchema.omit({ limit: true, before: true });

/**
 * The cursor names the last entry shown by its time to the microsecond and its id, so the
 * next page starts exactly after it whatever the clock did; it is opaque to the console.
 */
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_(\d{1,19})$/;
export const badCursor = 'before must be a cursor from the previous page';

function afterCursor(cursor: string): SQL {
  const match = CURSOR.exec(cursor);
  if (!match) throw new Error(badCursor);
  return sql`(${auditLog.at}, ${auditLog.id}) < (${match[1]}::timestamptz, ${match[2]}::bigint)`;
}

const microText = sql<string>`to_char(${auditLog.at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page, newest first, keyset-paged: each page is an index range scan of (at, id) or of
 * the filter's (column, at, id) index, however deep the reader has paged.
 */
export async function auditPage(db: Db, query: AuditQuery): Promise<AuditPage> {
  const conditions = [
    query.before ? afterCursor(query.before) : undefined,
    query.actor ? eq(auditLog.actorId, query.actor) : undefined,
    query.kind ? eq(auditLog.entityKind, query.kind) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.from ? gte(auditLog.at, new Date(query.from)) : undefined,
    query.to ? lt(auditLog.at, new Date(query.to)) : undefined,
  ];
  const rows = await db
    .select({ entry: auditLog, cursor: microText })
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const links = await entityLinks(
    db,
    page.map(({ entry }) => ({
      kind: entry.entityKind,
      entityId: entry.entityId,
      entityName: entry.entityName,
    })),
  );
  const items: AuditEntry[] = page.map(({ entry }, index) => ({
    id: String(entry.id),
    at: entry.at.toISOString(),
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    action: entry.action,
    kind: entry.entityKind,
    entityId: entry.entityId,
    entityName: entry.entityName,
    changes: entry.changes,
    ...links[index]!,
  }));
  const last = page.at(-1);
  return {
    items,
    next: rows.length > query.limit && last ? `${last.cursor}_${last.entry.id}` : null,
  };
}
