import { DEFAULT_COLLECTION_TYPE, type CollectionStats } from '@switchboard/domain';
import { baseApi, botServiceRequest } from '@switchboard/shared-data';
import { botListTag, type BotArg } from '../../../lib/bot-arg';
import type { Collection } from '../../../lib/collection';

export const collectionsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Collection'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getCollectionStats: build.query<CollectionStats[], BotArg>({
        query: ({ botId }) =>
          botServiceRequest(botId, 'collection-stats/', 'Failed to fetch collection stats'),
        transformResponse: (body: { collections: CollectionStats[] }) => body.collections,
        providesTags: (_rows, _error, { botId }) => [botListTag('Collection', botId)],
      }),
      getCollections: build.query<Collection[], BotArg>({
        query: ({ botId }) =>
          botServiceRequest(botId, 'collection-stats/collections', 'Failed to fetch collections'),
        transformResponse: (body: Collection[] | { collections: Collection[] }) =>
          Array.isArray(body) ? body : body.collections,
        providesTags: (_rows, _error, { botId }) => [botListTag('Collection', botId)],
      }),
      createCollection: build.mutation<
        Collection,
        BotArg & { name: string; description: string; type?: string }
      >({
        query: ({ botId, name, description, type }) =>
          botServiceRequest(botId, 'collection-stats', 'Failed to create collection', {
            method: 'POST',
            data: { name, description, type: type ?? DEFAULT_COLLECTION_TYPE },
          }),
        invalidatesTags: (_row, error, { botId }) =>
          error ? [] : [botListTag('Collection', botId)],
      }),
    }),
  });

export const { useGetCollectionStatsQuery, useGetCollectionsQuery, useCreateCollectionMutation } =
  collectionsApi;
