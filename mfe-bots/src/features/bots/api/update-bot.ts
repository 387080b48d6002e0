import { baseApi, ifMatch } from '@switchboard/shared-data';
import type { Bot, BotInput } from './bot';

export const updateBotApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateBot: build.mutation<Bot, { id: string; changes: BotInput; updatedAt?: string }>({
      query: ({ id, changes, updatedAt }) => ({
        url: `/api/bots/${encodeURIComponent(id)}`,
        method: 'PUT',
        data: changes,
        // The version the form loaded: a newer save by someone else answers 412.
        headers: updatedAt ? ifMatch({ updatedAt }) : undefined,
        errorMessage: 'Failed to update bot',
      }),
      invalidatesTags: (_bot, _error, { id }) => [{ type: 'Bot', id }],
    }),
  }),
});

export const { useUpdateBotMutation } = updateBotApi;
