import { baseApi, ifMatch } from '@switchboard/shared-data';
import { pageParams, scopeErrorMessage, scopeUrl } from '../lib/page-params';
import type {
  BotSummary,
  Conversation,
  ConversationFilters,
  ConversationPage,
  ConversationScope,
  ConversationStatus,
} from './conversation-types';

export interface PageArgs {
  scope: ConversationScope;
  filters: ConversationFilters;
  limit: number;
  offset: number;
}

export interface NewConversation {
  userId: string;
  botId: string;
  title: string;
  metadata: Record<string, unknown>;
}

export const conversationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    conversationBots: build.query<BotSummary[], void>({
      query: () => ({ url: '/api/bots', errorMessage: 'Failed to fetch bots' }),
      providesTags: [{ type: 'Bot', id: 'LIST' }],
    }),
    getConversationPage: build.query<ConversationPage, PageArgs>({
      query: ({ scope, filters, limit, offset }) => ({
        url: scopeUrl(scope),
        params: pageParams(filters, { limit, offset }, scope),
        errorMessage: scopeErrorMessage(scope),
      }),
      providesTags: [{ type: 'Conversation', id: 'LIST' }],
    }),
    getConversation: build.query<Conversation, string>({
      query: (id) => ({
        url: `/api/conversations/${encodeURIComponent(id)}`,
        errorMessage: 'Failed to fetch conversation history',
      }),
      providesTags: (_result, _error, id) => [{ type: 'Conversation', id }],
    }),
    createConversation: build.mutation<Conversation, NewConversation>({
      query: (body) => ({
        url: '/api/conversations',
        method: 'POST',
        data: body,
        errorMessage: 'Failed to create conversation',
      }),
      invalidatesTags: [{ type: 'Conversation', id: 'LIST' }],
    }),
    updateConversation: build.mutation<
      Conversation,
      { id: string; status?: ConversationStatus; title?: string; updatedAt?: string }
    >({
      query: ({ id, updatedAt, ...body }) => ({
        url: `/api/conversations/${encodeURIComponent(id)}`,
        method: 'PUT',
        data: body,
        // The version the caller showed: a newer save by someone else answers 412.
        headers: updatedAt ? ifMatch({ updatedAt }) : undefined,
        errorMessage: 'Failed to update conversation',
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Conversation', id: 'LIST' },
        { type: 'Conversation', id },
      ],
    }),
    deleteConversation: build.mutation<unknown, string>({
      query: (id) => ({
        url: `/api/conversations/${encodeURIComponent(id)}`,
        method: 'DELETE',
        errorMessage: 'Failed to delete conversation',
      }),
      invalidatesTags: [{ type: 'Conversation', id: 'LIST' }],
    }),
  }),
});

export const {
  useConversationBotsQuery,
  useGetConversationPageQuery,
  useGetConversationQuery,
  useCreateConversationMutation,
  useUpdateConversationMutation,
  useDeleteConversationMutation,
} = conversationsApi;
