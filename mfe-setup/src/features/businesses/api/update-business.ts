import { baseApi } from '@switchboard/shared-auth';
import type { Business, BusinessInput } from './business';

const updateBusinessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateBusiness: build.mutation<Business, { id: string; body: BusinessInput }>({
      query: ({ id, body }) => ({
        url: `/api/businesses/${encodeURIComponent(id)}`,
        method: 'PUT',
        data: body,
        errorMessage: 'Failed to update business',
      }),
      invalidatesTags: (_business, error, { id }) => (error ? [] : [{ type: 'Business', id }]),
    }),
  }),
});

export const { useUpdateBusinessMutation } = updateBusinessApi;
