import { baseApi } from '@switchboard/shared-data';
import type { BusinessType, BusinessTypeInput } from '@switchboard/domain';

const createBusinessTypeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createBusinessType: build.mutation<BusinessType, BusinessTypeInput>({
      query: (body) => ({
        url: '/api/business-types',
        method: 'POST',
        data: body,
        errorMessage: 'Failed to add business type',
      }),
      invalidatesTags: (_type, error) => (error ? [] : [{ type: 'BusinessType', id: 'LIST' }]),
    }),
  }),
});

export const { useCreateBusinessTypeMutation } = createBusinessTypeApi;
