import { baseApi } from '@switchboard/shared-data';
import { periodParams, type Period } from '../lib/period';

/** What every analytics endpoint answers around its figures. */
export interface AnalyticsAnswer<T = unknown> {
  service: string;
  window_days: number;
  from: string;
  to: string;
  generated_at: string;
  data: T;
}

export interface AnalyticsCall {
  botId: string;
  /** `usage/traffic`, `business/dashboard/executive`, … */
  endpoint: string;
  period: Period;
}

/** One call may not hold a page up: after this it counts as failed and can be retried. */
export const ANALYTICS_TIMEOUT_MS = 15_000;

export const analyticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    analyticsEndpoint: build.query<AnalyticsAnswer, AnalyticsCall>({
      query: ({ botId, endpoint, period }) => ({
        url: `/api/bot-services/${encodeURIComponent(botId)}/analytics/${endpoint}`,
        params: periodParams(period),
        target: 'gateway',
        errorMessage: 'Failed to fetch analytics',
        timeoutMs: ANALYTICS_TIMEOUT_MS,
      }),
    }),
  }),
});
