import { baseApi, type ApiRequest } from '@switchboard/shared-data';
import type { HistoryMessage } from '../../../lib/history-message';

/** The history call posts its body to the gateway's chat proxy, which asks the bot. */
const proxyCall =
  (url: string, errorMessage: string) =>
  (body: object): ApiRequest => ({
    url,
    method: 'POST',
    data: body,
    target: 'gateway',
    errorMessage,
  });

export const proxyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    botHistory: build.mutation<
      { session_id?: string; messages?: HistoryMessage[] },
      { botPath: string; chatEndpoint: string; conversationId: string }
    >({
      query: proxyCall('/api/bots/proxy/history', 'Failed to fetch chat history'),
    }),
  }),
});

export const { useBotHistoryMutation } = proxyApi;
