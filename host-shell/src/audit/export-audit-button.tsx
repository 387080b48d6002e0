import { AUDIT_EXPORT_LIMIT } from '@switchboard/domain';
import { useAppDispatch } from '@switchboard/shared-data';
import { ExportFileButton } from '../export/export-file-button';
import { auditApi, type AuditFilters } from './audit-api';
import { auditCsv } from './audit-csv';

const LIMIT = AUDIT_EXPORT_LIMIT.toLocaleString('en');

/** A CSV of every entry the filters match, newest first, up to the export's named limit. */
export function ExportAuditButton({ filters }: { filters: AuditFilters }) {
  const dispatch = useAppDispatch();
  return (
    <ExportFileButton
      label={`Export all matching (CSV, newest ${LIMIT} at most)`}
      fileName="audit-log.csv"
      failure="Failed to export the audit log"
      build={async () => {
        const entries = await dispatch(
          auditApi.endpoints.auditExport.initiate(filters, {
            subscribe: false,
            forceRefetch: true,
          }),
        ).unwrap();
        return {
          file: auditCsv(entries),
          done:
            entries.length >= AUDIT_EXPORT_LIMIT
              ? `Exported the newest ${LIMIT} entries: narrow the filters for older ones`
              : `Exported ${entries.length.toLocaleString('en')} entries`,
        };
      }}
    />
  );
}
