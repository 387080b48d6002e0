import { baseApi, botsApi as botReads, ifMatchHeaders, postTo } from '@switchboard/shared-data';
import type { Bot, BotInput, BotStatus } from './bot';

/** Editing bots; reading them is shared (`useGetBotsQuery`, `useGetBotQuery` in shared-data). */
export const botsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Bot', 'Conversation'] })
  .injectEndpoints({
    endpoints: (build) => ({
      createBot: build.mutation<Bot, BotInput>({
        query: postTo('/api/bots', 'Failed to create bot'),
        invalidatesTags: [{ type: 'Bot', id: 'LIST' }],
      }),
      updateBot: build.mutation<Bot, { id: string; changes: BotInput; updatedAt?: string }>({
        query: ({ id, changes, updatedAt }) => ({
          url: `/api/bots/${encodeURIComponent(id)}`,
          method: 'PUT',
          data: changes,
          headers: ifMatchHeaders(updatedAt),
          errorMessage: 'Failed to update bot',
        }),
        invalidatesTags: (_bot, _error, { id }) => [{ type: 'Bot', id }],
      }),
      updateBotStatus: build.mutation<Bot, { id: string; status: BotStatus }>({
        query: ({ id, status }) => ({
          url: `/api/bots/${encodeURIComponent(id)}/status`,
          method: 'PUT',
          data: { status },
          errorMessage: 'Failed to change bot status',
        }),
        // Optimistic: list and detail show the new status at once and go back if the server refuses.
        async onQueryStarted({ id, status }, { dispatch, queryFulfilled }) {
          const patches = [
            dispatch(
              botReads.util.updateQueryData('getBots', undefined, (bots) => {
                const bot = bots.find((candidate) => candidate.id === id);
                if (bot) bot.status = status;
              }),
            ),
            dispatch(
              botReads.util.updateQueryData('getBot', id, (bot) => {
                bot.status = status;
              }),
            ),
          ];
          try {
            const { data } = await queryFulfilled;
            dispatch(
              botReads.util.updateQueryData('getBots', undefined, (bots) =>
                bots.map((bot) => (bot.id === id ? data : bot)),
              ),
            );
            dispatch(botReads.util.updateQueryData('getBot', id, () => data));
          } catch {
            patches.forEach((patch) => patch.undo());
          }
        },
      }),
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

export const {
  useCreateBotMutation,
  useUpdateBotMutation,
  useUpdateBotStatusMutation,
  useDeleteBotMutation,
} = botsApi;
