import { baseApi } from '@switchboard/shared-data';

interface ServiceState {
  status?: string;
  kind?: string;
}

export interface BotHealth {
  status?: string;
  database?: ServiceState | string;
  index?: (ServiceState & { retriever?: string; documents?: number; chunks?: number }) | string;
  uptime_seconds?: number;
  uptime?: number;
}

/** The bot's own knowledge service, reached through the gateway, which holds its keys. */
export const getBotHealthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBotHealth: build.query<BotHealth, string>({
      query: (botId) => ({
        url: `/api/bot-services/${encodeURIComponent(botId)}/health`,
        target: 'gateway',
        errorMessage: 'Failed to fetch health',
      }),
    }),
  }),
});

export const { useGetBotHealthQuery } = getBotHealthApi;
