import type { Business, CreateBusinessRequest, DeleteBusinessRequest } from '@switchboard/domain';
import { baseApi, removeRowAtOnce } from '@switchboard/shared-data';

/** A business added or deleted with its collection changes both lists. */
const CHANGED_LISTS = [
  { type: 'Business' as const, id: 'LIST' },
  { type: 'Collection' as const, id: 'LIST' },
];

/**
 * Adding a business and deleting one, each one gateway operation with the business's
 * knowledge collection (made for a business that names none; deleted with it while empty
 * and named after it), under a key the caller keeps across its retries.
 */
export const businessOperationsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Business', 'Collection'] })
  .injectEndpoints({
    endpoints: (build) => ({
      addBusiness: build.mutation<Business, CreateBusinessRequest>({
        query: (body) => ({
          url: '/api/businesses/with-collection',
          method: 'POST',
          data: body,
          target: 'gateway',
          errorMessage: 'Failed to add business',
        }),
        invalidatesTags: (_row, error) => (error ? [] : CHANGED_LISTS),
      }),
      deleteBusiness: build.mutation<
        { message: string; id: string },
        DeleteBusinessRequest & { id: string }
      >({
        query: ({ id, idempotencyKey }) => ({
          url: `/api/businesses/${encodeURIComponent(id)}/deletion`,
          method: 'POST',
          data: { idempotencyKey },
          target: 'gateway',
          errorMessage: 'Failed to delete business',
        }),
        onQueryStarted: ({ id }, lifecycle) => removeRowAtOnce<Business>('Business', id, lifecycle),
        invalidatesTags: (_answer, error, { id }) =>
          error
            ? []
            : [
                { type: 'Business', id },
                { type: 'Collection', id: 'LIST' },
              ],
      }),
    }),
  });

export const { useAddBusinessMutation, useDeleteBusinessMutation } = businessOperationsApi;
