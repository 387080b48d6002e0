import { baseApi } from '@switchboard/shared-data';
import type { Collection } from './collection';

/**
 * The general knowledge service's collections, which a business may be linked to (the
 * gateway makes one for a new business that names none: businesses-api.ts). Every
 * remote injects into the one shared API, where the first definition of a name wins: the
 * Knowledge remote's per-bot getCollections would answer this remote's calls, so these
 * names say whose collections they are.
 */
export const collectionsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Collection'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getGeneralCollections: build.query<Collection[], void>({
        query: () => ({
          url: '/api/knowledge/collection-stats/collections',
          target: 'gateway',
          errorMessage: 'Failed to fetch collections',
        }),
        providesTags: [{ type: 'Collection', id: 'LIST' }],
      }),
    }),
  });

export const { useGetGeneralCollectionsQuery } = collectionsApi;
