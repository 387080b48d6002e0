import type { AnalyticsAnswer, BotsReport } from '@switchboard/domain';
import { baseApi, botServiceRequest } from '@switchboard/shared-data';
import { periodParams, type Period } from '../lib/period';

export type { AnalyticsAnswer } from '@switchboard/domain';

export interface AnalyticsCall {
  botId: string;
  /** `usage/traffic`, `business/dashboard/executive`, … */
  endpoint: string;
  period: Period;
}

/** One call may not hold a page up: after this it counts as failed and can be retried. */
export const ANALYTICS_TIMEOUT_MS = 15_000;

const FETCH_FAILED = 'Failed to fetch analytics';

export const analyticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    analyticsEndpoint: build.query<AnalyticsAnswer, AnalyticsCall>({
      query: ({ botId, endpoint, period }) =>
        botServiceRequest(botId, `analytics/${endpoint}`, FETCH_FAILED, {
          params: periodParams(period),
          timeoutMs: ANALYTICS_TIMEOUT_MS,
        }),
    }),
    /**
     * The staff report: every bot the signed-in user may see, side by side, in one call the
     * gateway fans out to the bots' services (staff who are not bot admins cannot reach them).
     */
    botsReport: build.query<BotsReport, Period>({
      query: (period) => ({
        url: '/api/reports/bots',
        params: periodParams(period),
        target: 'gateway',
        errorMessage: FETCH_FAILED,
        // Every bot's service is asked in turn of the gateway's own timeout; allow for both.
        timeoutMs: ANALYTICS_TIMEOUT_MS * 2,
      }),
    }),
  }),
});

export const { useBotsReportQuery } = analyticsApi;
