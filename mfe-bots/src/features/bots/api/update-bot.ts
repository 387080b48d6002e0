import { baseApi } from '@switchboard/shared-auth';
import type { Bot, BotInput } from './bot';

export const updateBotApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateBot: build.mutation<Bot, { id: string; changes: BotInput }>({
      query: ({ id, changes }) => ({
        url: `/api/bots/${encodeURIComponent(id)}`,
        method: 'PUT',
        data: changes,
        errorMessage: 'Failed to update bot',
      }),
      invalidatesTags: (_bot, _error, { id }) => [{ type: 'Bot', id }],
    }),
  }),
});

export const { useUpdateBotMutation } = updateBotApi;
