import { baseApi } from '@switchboard/shared-data';

export interface BotApiInfo {
  name?: string;
  version?: string;
  description?: string;
  endpoints?: string[];
  retriever?: { type?: string; description?: string } | string;
}

export const getBotApiInfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBotApiInfo: build.query<BotApiInfo, string>({
      query: (botId) => ({
        url: `/api/bot-services/${encodeURIComponent(botId)}/api-info`,
        target: 'gateway',
        errorMessage: 'Failed to fetch app info',
      }),
    }),
  }),
});

export const { useGetBotApiInfoQuery } = getBotApiInfoApi;
