import { baseApi } from '@switchboard/shared-data';

interface Identified {
  id: string;
}

export interface KnowledgeTotals {
  total_documents: number;
  total_webpages: number;
  total_chunks: number;
}

export interface BotHealth {
  status: string;
}

/** Read-only figures for the home overview; the remotes own the editing endpoints. */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    overviewConversations: build.query<Identified[], void>({
      query: () => ({ url: '/api/conversations', errorMessage: 'Failed to fetch conversations' }),
      providesTags: ['Conversation'],
    }),
    overviewBusinesses: build.query<Identified[], void>({
      query: () => ({ url: '/api/businesses', errorMessage: 'Failed to fetch businesses' }),
      providesTags: ['Business'],
    }),
    overviewKnowledge: build.query<KnowledgeTotals, void>({
      query: () => ({
        url: '/api/knowledge/collection-stats/',
        target: 'gateway',
        errorMessage: 'Failed to fetch collection stats',
      }),
      providesTags: ['Collection'],
    }),
    botHealth: build.query<BotHealth, string>({
      query: (botId) => ({
        url: `/api/bot-services/${encodeURIComponent(botId)}/health`,
        target: 'gateway',
        errorMessage: 'Failed to fetch health',
      }),
    }),
  }),
});

export const {
  useOverviewConversationsQuery,
  useOverviewBusinessesQuery,
  useOverviewKnowledgeQuery,
  useBotHealthQuery,
} = dashboardApi;
