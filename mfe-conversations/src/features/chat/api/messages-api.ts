import { baseApi, ifMatchHeaders } from '@switchboard/shared-data';
import type { ChatTurn, ChatTurnRequest } from '@switchboard/domain';
import type { Message, MessageType } from '../../../lib/conversation-types';

export interface NewMessage {
  conversationId: string;
  messageType: MessageType;
  content: string;
  messageObject: Record<string, unknown>;
  orderIndex: number;
}

export const messagesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Conversation'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /**
       * One chat turn: the gateway asks the conversation's bot and stores the question and
       * the answer together. The same key on Retry returns the stored turn, never a copy.
       */
      sendTurn: build.mutation<ChatTurn, ChatTurnRequest & { conversationId: string }>({
        query: ({ conversationId, text, idempotencyKey }) => ({
          url: `/api/conversations/${encodeURIComponent(conversationId)}/turns`,
          method: 'POST',
          data: { text, idempotencyKey },
          target: 'gateway',
          errorMessage: 'Failed to send message',
        }),
        invalidatesTags: (result, _error, { conversationId }) =>
          result
            ? [
                { type: 'Conversation', id: conversationId },
                { type: 'Conversation', id: 'LIST' },
              ]
            : [],
      }),
      addMessage: build.mutation<Message, NewMessage>({
        query: (body) => ({
          url: `/api/conversations/${encodeURIComponent(body.conversationId)}/messages`,
          method: 'POST',
          data: body,
          errorMessage: 'Failed to send message',
        }),
      }),
      updateMessage: build.mutation<
        Message,
        { id: string; conversationId: string; content: string; updatedAt?: string }
      >({
        query: ({ id, content, updatedAt }) => ({
          url: `/api/messages/${encodeURIComponent(id)}`,
          method: 'PUT',
          data: { content },
          headers: ifMatchHeaders(updatedAt),
          errorMessage: 'Failed to update message',
        }),
        invalidatesTags: (_result, _error, { conversationId }) => [
          { type: 'Conversation', id: conversationId },
        ],
      }),
      deleteMessage: build.mutation<unknown, { id: string; conversationId: string }>({
        query: ({ id }) => ({
          url: `/api/messages/${encodeURIComponent(id)}`,
          method: 'DELETE',
          errorMessage: 'Failed to delete message',
        }),
        invalidatesTags: (_result, _error, { conversationId }) => [
          { type: 'Conversation', id: conversationId },
          { type: 'Conversation', id: 'LIST' },
        ],
      }),
    }),
  });

export const {
  useAddMessageMutation,
  useSendTurnMutation,
  useUpdateMessageMutation,
  useDeleteMessageMutation,
} = messagesApi;
