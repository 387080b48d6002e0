import type { Bot } from '@switchboard/domain';
import { baseApi } from '../api/base-api';

/**
 * Reading bots is shared: the selected-bot rule, the shell's overview and the Bots
 * remote all use these two endpoints (and so one cache). Editing stays in the Bots remote.
 */
export const botsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Bot'] }).injectEndpoints({
  endpoints: (build) => ({
    getBots: build.query<Bot[], void>({
      query: () => ({ url: '/api/bots', errorMessage: 'Failed to fetch bots' }),
      providesTags: (bots) => [
        { type: 'Bot', id: 'LIST' },
        ...(bots ?? []).map((bot) => ({ type: 'Bot' as const, id: bot.id })),
      ],
    }),
    getBot: build.query<Bot, string>({
      query: (id) => ({
        url: `/api/bots/${encodeURIComponent(id)}`,
        errorMessage: 'Bot not found',
      }),
      providesTags: (_bot, _error, id) => [{ type: 'Bot', id }],
    }),
  }),
});

export const { useGetBotsQuery, useGetBotQuery } = botsApi;
