import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { AUDIT_EXPORT_LIMIT } from '@switchboard/domain';
import { useAppDispatch, type ApiError } from '@switchboard/shared-data';
import { downloadFile, useToast } from '@switchboard/shared-ui';
import { useState } from 'react';
import { auditApi, type AuditFilters } from './audit-api';
import { auditCsv } from './audit-csv';

/** A CSV of every entry the filters match, newest first, up to the export's named limit. */
export function ExportAuditButton({ filters }: { filters: AuditFilters }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const entries = await dispatch(
        auditApi.endpoints.auditExport.initiate(filters, { subscribe: false, forceRefetch: true }),
      ).unwrap();
      downloadFile('audit-log.csv', auditCsv(entries));
      toast.success(
        entries.length >= AUDIT_EXPORT_LIMIT
          ? `Exported the newest ${AUDIT_EXPORT_LIMIT.toLocaleString()} entries: narrow the filters for older ones`
          : `Exported ${entries.length.toLocaleString()} entries`,
      );
    } catch (failure) {
      toast.error((failure as Partial<ApiError>).message || 'Failed to export the audit log');
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
      {busy
        ? 'Exporting…'
        : `Export all matching (CSV, newest ${AUDIT_EXPORT_LIMIT.toLocaleString()} at most)`}
    </Button>
  );
}
