import { baseApi, getRuntimeConfig } from '@switchboard/shared-auth';

interface Identified {
  id: string;
}

export interface OverviewBot extends Identified {
  name: string;
  status: string;
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
    overviewBots: build.query<OverviewBot[], void>({
      query: () => ({ url: '/api/bots', errorMessage: 'Failed to fetch bots' }),
      providesTags: ['Bot'],
    }),
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
    remoteReachable: build.query<boolean, string>({
      // A remote is up when its manifest answers; the shell never needs its contents here.
      queryFn: async (name) => {
        const remote = getRuntimeConfig().remotes.find((candidate) => candidate.name === name);
        if (!remote) return { data: false };
        try {
          const response = await fetch(remote.entry, { cache: 'no-store' });
          return { data: response.ok };
        } catch {
          return { data: false };
        }
      },
    }),
  }),
});

export const {
  useOverviewBotsQuery,
  useOverviewConversationsQuery,
  useOverviewBusinessesQuery,
  useOverviewKnowledgeQuery,
  useBotHealthQuery,
  useRemoteReachableQuery,
} = dashboardApi;
