import type { Business, BusinessInput } from '@switchboard/domain';
import { baseApi, rowEndpoints } from '@switchboard/shared-data';
import type { BusinessPage, BusinessPageArgs } from './business-page';

const LIST_FAILED = 'Failed to fetch businesses';

export const businessesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Business'] })
  .injectEndpoints({
    endpoints: (build) => {
      const rows = rowEndpoints<Business, BusinessInput, 'Business'>(build, {
        path: '/api/businesses',
        tag: 'Business',
        messages: {
          list: LIST_FAILED,
          create: 'Failed to add business',
          update: 'Failed to update business',
          delete: 'Failed to delete business',
        },
      });
      return {
        getBusinesses: rows.list,
        // One page under the grid's filters, search and order; an answer that is an
        // array comes from a Bots API that does not page.
        getBusinessPage: build.query<BusinessPage | Business[], BusinessPageArgs>({
          query: (params) => ({ url: '/api/businesses', params, errorMessage: LIST_FAILED }),
          providesTags: (answer) => [
            { type: 'Business', id: 'LIST' },
            ...(Array.isArray(answer) ? answer : (answer?.items ?? [])).map(({ id }) => ({
              type: 'Business' as const,
              id,
            })),
          ],
        }),
        // An export batch is written out and forgotten: the store never holds the whole export.
        exportBusinessPage: build.query<BusinessPage, BusinessPageArgs>({
          query: (params) => ({ url: '/api/businesses', params, errorMessage: LIST_FAILED }),
          keepUnusedDataFor: 0,
        }),
        updateBusiness: rows.update,
      };
    },
  });

export const {
  useGetBusinessesQuery,
  useGetBusinessPageQuery,
  useUpdateBusinessMutation,
  usePrefetch,
} = businessesApi;
