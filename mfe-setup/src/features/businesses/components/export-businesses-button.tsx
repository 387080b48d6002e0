import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { MAX_BUSINESS_PAGE } from '@switchboard/domain';
import { useAppDispatch, type ApiError } from '@switchboard/shared-data';
import { downloadFile, useToast } from '@switchboard/shared-ui';
import { useState } from 'react';
import type { BusinessQuery } from '../api/business-page';
import { businessesApi } from '../api/businesses-api';
import { exportBusinessesCsv } from '../lib/export-csv';

export interface ExportBusinessesButtonProps {
  query: BusinessQuery;
  typeName: (businessTypeId: string | null) => string;
}

/** A CSV of every business the current search and filters match, not only the page shown. */
export function ExportBusinessesButton({ query, typeName }: ExportBusinessesButtonProps) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const run = async () => {
    setProgress({ done: 0, total: 0 });
    try {
      const blob = await exportBusinessesCsv({
        batchSize: MAX_BUSINESS_PAGE,
        typeName,
        onProgress: (done, total) => setProgress({ done, total }),
        fetchBatch: (offset) =>
          dispatch(
            businessesApi.endpoints.exportBusinessPage.initiate(
              // Oldest first: businesses added meanwhile come last, so they neither shift
              // the walk's offsets nor appear twice.
              { ...query, sort: 'createdAt:asc', limit: MAX_BUSINESS_PAGE, offset },
              { subscribe: false, forceRefetch: true },
            ),
          ).unwrap(),
      });
      downloadFile('businesses.csv', blob);
    } catch (failure) {
      toast.error((failure as Partial<ApiError>).message || 'Failed to fetch businesses');
    } finally {
      setProgress(null);
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={<FileDownload />}
      onClick={() => void run()}
      disabled={progress !== null}
    >
      {progress
        ? `Exporting ${progress.done.toLocaleString()} of ${progress.total.toLocaleString()}`
        : 'Export CSV'}
    </Button>
  );
}
