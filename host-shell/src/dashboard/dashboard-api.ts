import { baseApi } from '@switchboard/shared-data';

export interface KnowledgeTotals {
  total_documents: number;
  total_webpages: number;
  total_chunks: number;
}

/** The Bots API lists whose size the overview shows. */
export type CountedList = 'conversations' | 'businesses';

/**
 * Read-only figures for the home overview; the remotes own the lists themselves. A count
 * asks for a one-row page and reads its total, so the overview never downloads a list.
 */
export const dashboardApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Conversation', 'Business', 'Collection'] })
  .injectEndpoints({
    endpoints: (build) => ({
      overviewCount: build.query<number, CountedList>({
        query: (list) => ({
          url: `/api/${list}`,
          params: { limit: 1 },
          errorMessage: `Failed to fetch ${list}`,
        }),
        transformResponse: (page: { total: number }) => page.total,
        providesTags: (_count, _error, list) => [
          list === 'conversations' ? 'Conversation' : 'Business',
        ],
      }),
      overviewKnowledge: build.query<KnowledgeTotals, void>({
        query: () => ({
          url: '/api/knowledge/collection-stats/',
          target: 'gateway',
          errorMessage: 'Failed to fetch collection stats',
        }),
        providesTags: ['Collection'],
      }),
    }),
  });

export const { useOverviewCountQuery, useOverviewKnowledgeQuery } = dashboardApi;
