import { baseApi } from '@switchboard/shared-data';
import type { Business, BusinessInput } from '@switchboard/domain';

const createBusinessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createBusiness: build.mutation<Business, BusinessInput>({
      query: (body) => ({
        url: '/api/businesses',
        method: 'POST',
        data: body,
        errorMessage: 'Failed to add business',
      }),
      invalidatesTags: (_business, error) => (error ? [] : [{ type: 'Business', id: 'LIST' }]),
    }),
  }),
});

export const { useCreateBusinessMutation } = createBusinessApi;
