import { DEFAULT_COLLECTION_TYPE } from '@switchboard/domain';
import { baseApi } from '@switchboard/shared-data';
import type { Collection } from './collection';

const createCollectionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createCollection: build.mutation<Collection, { name: string; description: string }>({
      query: ({ name, description }) => ({
        url: '/api/knowledge/collection-stats',
        method: 'POST',
        target: 'gateway',
        data: { name, description, type: DEFAULT_COLLECTION_TYPE },
        errorMessage: 'Failed to create collection',
      }),
      invalidatesTags: (_collection, error) => (error ? [] : [{ type: 'Collection', id: 'LIST' }]),
    }),
  }),
});

export const { useCreateCollectionMutation } = createCollectionApi;
