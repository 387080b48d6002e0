import { baseApi } from '@switchboard/shared-data';
import type { BusinessType } from '@switchboard/domain';

export const getBusinessTypesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBusinessTypes: build.query<BusinessType[], void>({
      query: () => ({ url: '/api/business-types', errorMessage: 'Failed to fetch business types' }),
      providesTags: (types = []) => [
        { type: 'BusinessType', id: 'LIST' },
        ...types.map(({ id }) => ({ type: 'BusinessType' as const, id })),
      ],
    }),
  }),
});

export const { useGetBusinessTypesQuery } = getBusinessTypesApi;
