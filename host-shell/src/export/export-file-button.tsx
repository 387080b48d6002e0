import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { downloadFile, useToast } from '@switchboard/shared-ui';
import { useState } from 'react';

export interface ExportFileButtonProps {
  label: string;
  fileName: string;
  /** Builds the file (walking the server's pages or stream); `done` is said when it is saved. */
  build: () => Promise<{ file: Blob; done?: string }>;
  /** Said when the server gives no reason of its own. */
  failure: string;
}

/** A button that builds a file of every match, not only the rows shown, and saves it. */
export function ExportFileButton({ label, fileName, build, failure }: ExportFileButtonProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const { file, done } = await build();
      downloadFile(fileName, file);
      if (done) toast.success(done);
    } catch (error) {
      toast.error((error as { message?: string }).message || failure);
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
      {busy ? 'Exporting…' : label}
    </Button>
  );
}
