import { baseApi, ifMatchHeaders } from '@switchboard/shared-data';
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

export const { useAddMessageMutation, useUpdateMessageMutation, useDeleteMessageMutation } =
  messagesApi;
