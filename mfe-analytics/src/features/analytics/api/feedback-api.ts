import type { FeedbackAnalytics } from '@switchboard/domain';
import { baseApi, botServiceRequest } from '@switchboard/shared-data';
import { periodParams, type Period } from '../lib/period';
import { ANALYTICS_TIMEOUT_MS } from './analytics-api';

/** The feedback figures of one bot for a period (ratings, declines, unanswered, citations). */
const feedbackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    feedbackAnalytics: build.query<FeedbackAnalytics, { botId: string; period: Period }>({
      query: ({ botId, period }) =>
        botServiceRequest(botId, 'feedback-analytics', 'Failed to fetch analytics', {
          params: periodParams(period),
          timeoutMs: ANALYTICS_TIMEOUT_MS,
        }),
    }),
  }),
});

export const { useFeedbackAnalyticsQuery } = feedbackApi;
