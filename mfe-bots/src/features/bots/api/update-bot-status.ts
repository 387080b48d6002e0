import { baseApi, botsApi } from '@switchboard/shared-data';
import type { Bot, BotStatus } from './bot';

export const updateBotStatusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
            botsApi.util.updateQueryData('getBots', undefined, (bots) => {
              const bot = bots.find((candidate) => candidate.id === id);
              if (bot) bot.status = status;
            }),
          ),
          dispatch(
            botsApi.util.updateQueryData('getBot', id, (bot) => {
              bot.status = status;
            }),
          ),
        ];
        try {
          const { data } = await queryFulfilled;
          dispatch(
            botsApi.util.updateQueryData('getBots', undefined, (bots) =>
              bots.map((bot) => (bot.id === id ? data : bot)),
            ),
          );
          dispatch(botsApi.util.updateQueryData('getBot', id, () => data));
        } catch {
          patches.forEach((patch) => patch.undo());
        }
      },
    }),
  }),
});

export const { useUpdateBotStatusMutation } = updateBotStatusApi;
