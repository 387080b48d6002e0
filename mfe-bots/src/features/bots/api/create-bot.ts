import { baseApi } from '@switchboard/shared-data';
import type { Bot, BotInput } from './bot';

export const createBotApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createBot: build.mutation<Bot, BotInput>({
      query: (bot) => ({
        url: '/api/bots',
        method: 'POST',
        data: bot,
        errorMessage: 'Failed to create bot',
      }),
      invalidatesTags: [{ type: 'Bot', id: 'LIST' }],
    }),
  }),
});

export const { useCreateBotMutation } = createBotApi;
