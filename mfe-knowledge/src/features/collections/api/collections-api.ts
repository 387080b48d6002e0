import { DEFAULT_COLLECTION_TYPE, type CollectionStats } from '@switchboard/domain';
import { baseApi } from '@switchboard/shared-data';
import { servicePath } from '../../service-path';

export interface Collection {
  id: string;
  name: string;
  description: string | null;
  type: string;
  updated_at?: string | null;
  created_at?: string;
}

interface BotArg {
  botId: string;
}

export const collectionsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Collection'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getCollectionStats: build.query<CollectionStats[], BotArg>({
        query: ({ botId }) => ({
          url: servicePath(botId, 'collection-stats/'),
          target: 'gateway',
          errorMessage: 'Failed to fetch collection stats',
        }),
        transformResponse: (body: { collections: CollectionStats[] }) => body.collections,
        providesTags: (_rows, _error, { botId }) => [{ type: 'Collection', id: `LIST-${botId}` }],
      }),
      getCollections: build.query<Collection[], BotArg>({
        query: ({ botId }) => ({
          url: servicePath(botId, 'collection-stats/collections'),
          target: 'gateway',
          errorMessage: 'Failed to fetch collections',
        }),
        transformResponse: (body: Collection[] | { collections: Collection[] }) =>
          Array.isArray(body) ? body : body.collections,
        providesTags: (_rows, _error, { botId }) => [{ type: 'Collection', id: `LIST-${botId}` }],
      }),
      createCollection: build.mutation<
        Collection,
        BotArg & { name: string; description: string; type?: string }
      >({
        query: ({ botId, name, description, type }) => ({
          url: servicePath(botId, 'collection-stats'),
          method: 'POST',
          target: 'gateway',
          data: { name, description, type: type ?? DEFAULT_COLLECTION_TYPE },
          errorMessage: 'Failed to create collection',
        }),
        invalidatesTags: (_row, error, { botId }) =>
          error ? [] : [{ type: 'Collection', id: `LIST-${botId}` }],
      }),
    }),
  });

export const { useGetCollectionStatsQuery, useGetCollectionsQuery, useCreateCollectionMutation } =
  collectionsApi;
