import { DEFAULT_COLLECTION_TYPE } from '@switchboard/domain';
import { baseApi } from '@switchboard/shared-data';
import type { Collection } from './collection';

/** The general knowledge service's collections, which a business may be linked to. */
export const collectionsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Collection'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getCollections: build.query<Collection[], void>({
        query: () => ({
          url: '/api/knowledge/collection-stats/collections',
          target: 'gateway',
          errorMessage: 'Failed to fetch collections',
        }),
        providesTags: [{ type: 'Collection', id: 'LIST' }],
      }),
      createCollection: build.mutation<Collection, { name: string; description: string }>({
        query: ({ name, description }) => ({
          url: '/api/knowledge/collection-stats',
          method: 'POST',
          target: 'gateway',
          data: { name, description, type: DEFAULT_COLLECTION_TYPE },
          errorMessage: 'Failed to create collection',
        }),
        invalidatesTags: (_collection, error) =>
          error ? [] : [{ type: 'Collection', id: 'LIST' }],
      }),
    }),
  });

export const { useGetCollectionsQuery, useCreateCollectionMutation } = collectionsApi;
