import type { Business, BusinessInput } from '@switchboard/domain';
import { baseApi, rowEndpoints } from '@switchboard/shared-data';

export const businessesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Business'] })
  .injectEndpoints({
    endpoints: (build) => {
      const rows = rowEndpoints<Business, BusinessInput, 'Business'>(build, {
        path: '/api/businesses',
        tag: 'Business',
        listEndpoint: 'getBusinesses',
        messages: {
          list: 'Failed to fetch businesses',
          create: 'Failed to add business',
          update: 'Failed to update business',
          delete: 'Failed to delete business',
        },
      });
      return {
        getBusinesses: rows.list,
        createBusiness: rows.create,
        updateBusiness: rows.update,
        deleteBusiness: rows.remove,
      };
    },
  });

export const {
  useGetBusinessesQuery,
  useCreateBusinessMutation,
  useUpdateBusinessMutation,
  useDeleteBusinessMutation,
} = businessesApi;
