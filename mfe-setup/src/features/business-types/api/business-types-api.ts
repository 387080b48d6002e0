import type { BusinessType, BusinessTypeInput } from '@switchboard/domain';
import { baseApi, rowEndpoints } from '@switchboard/shared-data';

export const businessTypesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['BusinessType'] })
  .injectEndpoints({
    endpoints: (build) => {
      const rows = rowEndpoints<BusinessType, BusinessTypeInput, 'BusinessType'>(build, {
        path: '/api/business-types',
        tag: 'BusinessType',
        messages: {
          list: 'Failed to fetch business types',
          create: 'Failed to add business type',
          update: 'Failed to update business type',
          delete: 'Failed to delete business type',
        },
      });
      return {
        getBusinessTypes: rows.list,
        createBusinessType: rows.create,
        updateBusinessType: rows.update,
        deleteBusinessType: rows.remove,
      };
    },
  });

export const {
  useGetBusinessTypesQuery,
  useCreateBusinessTypeMutation,
  useUpdateBusinessTypeMutation,
  useDeleteBusinessTypeMutation,
} = businessTypesApi;
