import { baseApi } from '@switchboard/shared-auth';
import type { BusinessType, BusinessTypeInput } from './business-type';

const updateBusinessTypeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateBusinessType: build.mutation<BusinessType, { id: string; body: BusinessTypeInput }>({
      query: ({ id, body }) => ({
        url: `/api/business-types/${encodeURIComponent(id)}`,
        method: 'PUT',
        data: body,
        errorMessage: 'Failed to update business type',
      }),
      invalidatesTags: (_type, error, { id }) => (error ? [] : [{ type: 'BusinessType', id }]),
    }),
  }),
});

export const { useUpdateBusinessTypeMutation } = updateBusinessTypeApi;
