import { baseApi, ifMatch } from '@switchboard/shared-data';
import type { Business, BusinessInput } from '@switchboard/domain';

const updateBusinessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateBusiness: build.mutation<
      Business,
      { id: string; body: BusinessInput; updatedAt?: string }
    >({
      query: ({ id, body, updatedAt }) => ({
        url: `/api/businesses/${encodeURIComponent(id)}`,
        method: 'PUT',
        data: body,
        // The version the form loaded: a newer save by someone else answers 412.
        headers: updatedAt ? ifMatch({ updatedAt }) : undefined,
        errorMessage: 'Failed to update business',
      }),
      // A stale save also refreshes the row: the list should show what was saved instead.
      invalidatesTags: (_business, error, { id }) =>
        error && error.status !== 412 ? [] : [{ type: 'Business', id }],
    }),
  }),
});

export const { useUpdateBusinessMutation } = updateBusinessApi;
