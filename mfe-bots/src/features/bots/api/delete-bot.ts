import { baseApi } from '@switchboard/shared-data';

export const deleteBotApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteBot: build.mutation<{ message: string; id: string }, string>({
      query: (id) => ({
        url: `/api/bots/${encodeURIComponent(id)}`,
        method: 'DELETE',
        errorMessage: 'Failed to delete bot',
      }),
      // Conversations go with the bot, so their lists are stale too.
      invalidatesTags: [{ type: 'Bot', id: 'LIST' }, 'Conversation'],
    }),
  }),
});

export const { useDeleteBotMutation } = deleteBotApi;
