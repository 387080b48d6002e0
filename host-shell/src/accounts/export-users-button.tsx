import { getSession, listAccountPage, type AccountQuery } from '@switchboard/shared-auth';
import { ExportFileButton } from '../export/export-file-button';
import { exportUsersCsv } from './users-csv';

/** A CSV of every account the list's search and filters match, not only the page shown. */
export function ExportUsersButton({ query }: { query: Omit<AccountQuery, 'page' | 'perPage'> }) {
  return (
    <ExportFileButton
      label="Export CSV"
      fileName="users.csv"
      failure="Failed to fetch accounts"
      build={async () => ({
        file: await exportUsersCsv(query, listAccountPage, getSession().adminAccess),
      })}
    />
  );
}
