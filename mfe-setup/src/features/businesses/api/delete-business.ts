import { baseApi } from '@switchboard/shared-data';
import { getBusinessesApi } from './get-businesses';

const deleteBusinessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteBusiness: build.mutation<{ message: string; id: string }, string>({
      query: (id) => ({
        url: `/api/businesses/${encodeURIComponent(id)}`,
        method: 'DELETE',
        errorMessage: 'Failed to delete business',
      }),
      // The row leaves the list at once; if the server refuses, it comes back and the
      // caller shows why.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          getBusinessesApi.util.updateQueryData('getBusinesses', undefined, (businesses) =>
            businesses.filter((business) => business.id !== id),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'Business', id }]),
    }),
  }),
});

export const { useDeleteBusinessMutation } = deleteBusinessApi;
