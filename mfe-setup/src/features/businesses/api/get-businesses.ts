import { baseApi } from '@switchboard/shared-data';
import type { Business } from '@switchboard/domain';

export const getBusinessesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBusinesses: build.query<Business[], void>({
      query: () => ({ url: '/api/businesses', errorMessage: 'Failed to fetch businesses' }),
      providesTags: (businesses = []) => [
        { type: 'Business', id: 'LIST' },
        ...businesses.map(({ id }) => ({ type: 'Business' as const, id })),
      ],
    }),
  }),
});

export const { useGetBusinessesQuery } = getBusinessesApi;
