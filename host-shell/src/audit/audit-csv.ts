import type { AuditEntry } from '@switchboard/domain';
import { csvFile, csvText } from '@switchboard/shared-ui/csv';

/** "name: before → after" per changed field, for the grid and the CSV. */
export function changesText(entry: AuditEntry): string {
  return Object.entries(entry.changes)
    .map(
      ([field, { before, after }]) =>
        `${field}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`,
    )
    .join('; ');
}

export const AUDIT_CSV_HEADER = ['When', 'Who', 'Action', 'Kind', 'What', 'Id', 'Changes'];

/** The exported entries as one CSV file, through the console's one writer. */
export function auditCsv(entries: readonly AuditEntry[]): Blob {
  return csvFile([
    csvText([
      AUDIT_CSV_HEADER,
      ...entries.map((entry) => [
        entry.at,
        entry.actorEmail,
        entry.action,
        entry.kind,
        entry.entityName,
        entry.entityId,
        changesText(entry),
      ]),
    ]),
  ]);
}
