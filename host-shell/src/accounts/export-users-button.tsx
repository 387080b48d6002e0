import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { getSession, listAccountPage, type AccountQuery } from '@switchboard/shared-auth';
import { downloadFile, useToast } from '@switchboard/shared-ui';
import { useState } from 'react';
import { exportUsersCsv } from './users-csv';

/** A CSV of every account the list's search and filters match, not only the page shown. */
export function ExportUsersButton({ query }: { query: Omit<AccountQuery, 'page' | 'perPage'> }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      downloadFile(
        'users.csv',
        await exportUsersCsv(query, listAccountPage, getSession().adminAccess),
      );
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'Failed to fetch accounts');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={<FileDownload />}
      onClick={() => void run()}
      disabled={busy}
    >
      {busy ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
