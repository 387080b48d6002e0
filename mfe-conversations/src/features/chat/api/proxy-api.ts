import { baseApi, type ApiRequest } from '@switchboard/shared-data';
import type { ChatReply } from '../../../lib/conversation-types';
import type { HistoryMessage } from '../../../lib/history-message';

export interface ProxyChat {
  botPath: string;
  chatEndpoint: string;
  message: string;
  session_id: string | null;
  user_id: string;
  metadata: Record<string, unknown>;
}

/** Every call to the gateway's chat proxy posts its body there; the gateway asks the bot. */
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
    sendToBot: build.mutation<ChatReply, ProxyChat>({
      query: proxyCall('/api/bots/proxy', 'Failed to send message'),
    }),
    botHistory: build.mutation<
      { session_id?: string; messages?: HistoryMessage[] },
      { botPath: string; chatEndpoint: string; conversationId: string }
    >({
      query: proxyCall('/api/bots/proxy/history', 'Failed to fetch chat history'),
    }),
  }),
});

export const { useSendToBotMutation, useBotHistoryMutation } = proxyApi;
