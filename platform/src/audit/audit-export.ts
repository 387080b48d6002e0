import { Readable } from 'node:stream';
import { AUDIT_EXPORT_LIMIT } from '@switchboard/domain';
import type { Db } from '@switchboard/server-kit/db/connect';
import { auditPage, type AuditQuery } from './audit-query';

/** Entries read per query: large enough to keep the walk short, small enough to stream. */
const BATCH = 1_000;

export type AuditExportQuery = Omit<AuditQuery, 'limit' | 'before'>;

/**
 * Every entry the filters match, newest first, up to `most`, as one JSON array
 * written a keyset batch at a time: the server never holds the whole set, and the console
 * writes the CSV from it through its one CSV writer.
 */
export function auditExportStream(
  db: Db,
  filters: AuditExportQuery,
  most = AUDIT_EXPORT_LIMIT,
): Readable {
  async function* lines() {
    yield '[';
    let before: string | undefined;
    let sent = 0;
    do {
      const limit = Math.min(BATCH, most - sent);
      const page = await auditPage(db, { ...filters, limit, before });
      for (const entry of page.items) {
        yield `${sent === 0 ? '' : ','}\n${JSON.stringify(entry)}`;
        sent += 1;
      }
      before = page.next ?? undefined;
    } while (before && sent < most);
    yield '\n]\n';
  }
  return Readable.from(lines());
}
