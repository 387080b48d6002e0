import { baseApi } from '@switchboard/shared-auth';
import type { Bot } from './bot';

export const getBotApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBot: build.query<Bot, string>({
      query: (id) => ({
        url: `/api/bots/${encodeURIComponent(id)}`,
        errorMessage: 'Bot not found',
      }),
      providesTags: (_bot, _error, id) => [{ type: 'Bot', id }],
    }),
  }),
});

export const { useGetBotQuery } = getBotApi;
