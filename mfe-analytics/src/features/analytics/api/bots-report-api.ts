import type { BotsReport } from '@switchboard/domain';
import { baseApi } from '@switchboard/shared-data';
import { periodParams, type Period } from '../lib/period';
import { ANALYTICS_TIMEOUT_MS } from './analytics-api';

/**
 * The staff report: every bot the signed-in user may see, side by side, in one call the
 * gateway fans out to the bots' services (staff who are not bot admins cannot reach them).
 */
export const botsReportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    botsReport: build.query<BotsReport, Period>({
      query: (period) => ({
        url: '/api/reports/bots',
        params: periodParams(period),
        target: 'gateway',
        errorMessage: 'Failed to fetch analytics',
        // Every bot's service is asked in turn of the gateway's own timeout; allow for both.
        timeoutMs: ANALYTICS_TIMEOUT_MS * 2,
      }),
    }),
  }),
});

export const { useBotsReportQuery } = botsReportApi;
