import { baseApi } from '@switchboard/shared-data';
import type { ChatReply } from '../../conversations/api/conversation-types';

export interface ProxyChat {
  botPath: string;
  chatEndpoint: string;
  message: string;
  session_id: string | null;
  user_id: string;
  metadata: Record<string, unknown>;
}

export interface HistoryMessage {
  id?: string;
  message_type: 'user' | 'assistant';
  message_object: Record<string, unknown>;
  timestamp?: string;
}

export const proxyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendToBot: build.mutation<ChatReply, ProxyChat>({
      query: (body) => ({
        url: '/api/bots/proxy',
        method: 'POST',
        data: body,
        target: 'gateway',
        errorMessage: 'Failed to send message',
      }),
    }),
    botHistory: build.mutation<
      { session_id?: string; messages?: HistoryMessage[] },
      { botPath: string; chatEndpoint: string; conversationId: string }
    >({
      query: (body) => ({
        url: '/api/bots/proxy/history',
        method: 'POST',
        data: body,
        target: 'gateway',
        errorMessage: 'Failed to fetch chat history',
      }),
    }),
  }),
});

export const { useSendToBotMutation, useBotHistoryMutation } = proxyApi;
