import { baseApi } from '@switchboard/shared-data';
import type { ChatReply } from '../../conversations/api/conversation-types';
import type { HistoryMessage } from '../../chat/api/proxy-api';

/** The general knowledge service's chat answer (spec "Chat response"). */
export type KnowledgeChatReply = Omit<ChatReply, 'original_response'> & {
  id: string;
  message_id: string;
  answer?: string;
  timestamp: string;
};

export const knowledgeChatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    knowledgeChat: build.mutation<
      KnowledgeChatReply,
      { message: string; user_id: string; session_id?: string }
    >({
      query: (body) => ({
        url: '/api/knowledge/chat/',
        method: 'POST',
        data: body,
        target: 'gateway',
        errorMessage: 'Failed to send message',
      }),
    }),
    knowledgeSession: build.mutation<{ session_id: string; messages: HistoryMessage[] }, string>({
      query: (sessionId) => ({
        url: `/api/knowledge/chat/${encodeURIComponent(sessionId)}`,
        target: 'gateway',
        errorMessage: 'Failed to fetch chat history',
      }),
    }),
    deleteKnowledgeSession: build.mutation<unknown, string>({
      query: (sessionId) => ({
        url: `/api/knowledge/chat/${encodeURIComponent(sessionId)}`,
        method: 'DELETE',
        target: 'gateway',
        errorMessage: 'Failed to delete session',
      }),
    }),
  }),
});

export const {
  useKnowledgeChatMutation,
  useKnowledgeSessionMutation,
  useDeleteKnowledgeSessionMutation,
} = knowledgeChatApi;
