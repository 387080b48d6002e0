import { baseApi } from '@switchboard/shared-data';
import { getBusinessTypesApi } from './get-business-types';

const deleteBusinessTypeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteBusinessType: build.mutation<{ message: string; id: string }, string>({
      query: (id) => ({
        url: `/api/business-types/${encodeURIComponent(id)}`,
        method: 'DELETE',
        errorMessage: 'Failed to delete business type',
      }),
      // The row leaves the list at once; a refusal (409 when businesses still use the
      // type) puts it back, and the caller shows the server's reason.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          getBusinessTypesApi.util.updateQueryData('getBusinessTypes', undefined, (types) =>
            types.filter((type) => type.id !== id),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'BusinessType', id }]),
    }),
  }),
});

export const { useDeleteBusinessTypeMutation } = deleteBusinessTypeApi;
