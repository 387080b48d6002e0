import { baseApi, ifMatch } from '@switchboard/shared-data';
import type { BusinessType, BusinessTypeInput } from '@switchboard/domain';

const updateBusinessTypeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateBusinessType: build.mutation<
      BusinessType,
      { id: string; body: BusinessTypeInput; updatedAt?: string }
    >({
      query: ({ id, body, updatedAt }) => ({
        url: `/api/business-types/${encodeURIComponent(id)}`,
        method: 'PUT',
        data: body,
        // The version the form loaded: a newer save by someone else answers 412.
        headers: updatedAt ? ifMatch({ updatedAt }) : undefined,
        errorMessage: 'Failed to update business type',
      }),
      // A stale save also refreshes the row: the list should show what was saved instead.
      invalidatesTags: (_type, error, { id }) =>
        error && error.status !== 412 ? [] : [{ type: 'BusinessType', id }],
    }),
  }),
});

export const { useUpdateBusinessTypeMutation } = updateBusinessTypeApi;
