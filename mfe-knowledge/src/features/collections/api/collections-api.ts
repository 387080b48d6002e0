import { DEFAULT_COLLECTION_TYPE, type CollectionStats } from '@switchboard/domain';
import { baseApi, botServiceRequest } from '@switchboard/shared-data';
import { botListTag, type BotArg } from '../../../lib/bot-arg';
import type { Collection } from '../../../lib/collection';

export const collectionsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Collection', 'Document', 'Webpage'] })
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
      renameCollection: build.mutation<
        Collection,
        BotArg & { id: string; name: string; description: string }
      >({
        query: ({ botId, id, name, description }) =>
          botServiceRequest(
            botId,
            `collections/${encodeURIComponent(id)}`,
            'Failed to rename collection',
            { method: 'PUT', data: { name, description } },
          ),
        invalidatesTags: (_row, error, { botId }) =>
          error ? [] : [botListTag('Collection', botId)],
      }),
      deleteCollection: build.mutation<
        { id: string; moved: { documents: number; webpages: number } },
        // moveTo: where the collection's documents and web pages go; without it the
        // service refuses a collection that still holds any (409).
        BotArg & { id: string; moveTo?: string }
      >({
        query: ({ botId, id, moveTo }) =>
          botServiceRequest(
            botId,
            `collections/${encodeURIComponent(id)}${moveTo ? `?move_to=${encodeURIComponent(moveTo)}` : ''}`,
            'Failed to delete collection',
            { method: 'DELETE' },
          ),
        // Moved documents and pages name their new collection in their own lists.
        invalidatesTags: (_row, error, { botId }) =>
          error
            ? []
            : [
                botListTag('Collection', botId),
                botListTag('Document', botId),
                botListTag('Webpage', botId),
              ],
      }),
    }),
  });

export const {
  useGetCollectionStatsQuery,
  useGetCollectionsQuery,
  useCreateCollectionMutation,
  useDeleteCollectionMutation,
  useRenameCollectionMutation,
} = collectionsApi;
