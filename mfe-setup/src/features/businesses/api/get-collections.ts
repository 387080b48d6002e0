import { baseApi } from '@switchboard/shared-data';
import type { Collection } from './collection';

const getCollectionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCollections: build.query<Collection[], void>({
      query: () => ({
        url: '/api/knowledge/collection-stats/collections',
        target: 'gateway',
        errorMessage: 'Failed to fetch collections',
      }),
      providesTags: [{ type: 'Collection', id: 'LIST' }],
    }),
  }),
});

export const { useGetCollectionsQuery } = getCollectionsApi;
