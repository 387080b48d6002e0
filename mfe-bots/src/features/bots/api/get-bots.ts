import { baseApi } from '@switchboard/shared-auth';
import type { Bot } from './bot';

export const getBotsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBots: build.query<Bot[], void>({
      query: () => ({ url: '/api/bots', errorMessage: 'Failed to fetch bots' }),
      providesTags: (bots) => [
        { type: 'Bot', id: 'LIST' },
        ...(bots ?? []).map((bot) => ({ type: 'Bot' as const, id: bot.id })),
      ],
    }),
  }),
});

export const { useGetBotsQuery } = getBotsApi;
