import type { FeedbackAnalytics } from '@switchboard/domain';
import { baseApi, botServiceRequest } from '@switchboard/shared-data';
import type { BotArg } from '../../../lib/bot-arg';

/** The window the Documents list counts citations over. */
export const CITATION_DAYS = 30;

/** How often each source of the bot was cited by its answers in the last CITATION_DAYS days, by id. */
const citationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCitationCounts: build.query<Record<string, number>, BotArg>({
      query: ({ botId }) =>
        botServiceRequest(botId, 'feedback-analytics', 'Failed to fetch analytics', {
          params: { days: CITATION_DAYS },
        }),
      transformResponse: (body: FeedbackAnalytics) =>
        Object.fromEntries(body.citations.map((row) => [row.id, row.citations])),
    }),
  }),
});

export const { useGetCitationCountsQuery } = citationsApi;
