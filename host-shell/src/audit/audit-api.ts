import type { AuditEntry, AuditPage } from '@switchboard/domain';
import { baseApi } from '@switchboard/shared-data';

export interface AuditFilters {
  actor?: string;
  kind?: string;
  action?: string;
  from?: string;
  to?: string;
}

/** The audit log, a keyset page at a time (newest first): `before` is the previous page's `next`. */
export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    auditPage: build.query<AuditPage, AuditFilters & { before?: string }>({
      query: (params) => ({
        url: '/api/audit',
        params: { limit: 100, ...params },
        errorMessage: 'Failed to fetch the audit log',
      }),
    }),
    /** Every entry the filters match (up to AUDIT_EXPORT_LIMIT), streamed by the server. */
    auditExport: build.query<AuditEntry[], AuditFilters>({
      query: (params) => ({
        url: '/api/audit/export',
        params,
        errorMessage: 'Failed to export the audit log',
        timeoutMs: 300_000,
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyAuditPageQuery } = auditApi;
