import { MAX_CONVERSATION_PAGE_WITH_MESSAGES } from '@switchboard/domain';
import { baseApi, ifMatchHeaders, postTo, type ApiRequest } from '@switchboard/shared-data';
import type { ExportableConversation } from '../lib/export-rows';
import { pageParams, scopeErrorMessage, scopeUrl } from '../lib/page-params';
import type { Conversation, ConversationStatus } from '../../../lib/conversation-types';
import type {
  ConversationFilters,
  ConversationPage,
  ConversationScope,
} from './conversation-list-types';

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

/** How many conversations, with their messages, one export request asks for. */
export const EXPORT_BATCH = MAX_CONVERSATION_PAGE_WITH_MESSAGES;

/** One page of a scope's conversations under the filters; the list and the export both read it. */
const pageRequest = (
  { scope, filters, limit, offset }: PageArgs,
  include?: 'messages',
): ApiRequest => ({
  url: scopeUrl(scope),
  params: { ...pageParams(filters, { limit, offset }, scope), ...(include ? { include } : {}) },
  errorMessage: scopeErrorMessage(scope),
});

export const conversationsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Conversation'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getConversationPage: build.query<ConversationPage, PageArgs>({
        query: (args) => pageRequest(args),
        providesTags: [{ type: 'Conversation', id: 'LIST' }],
      }),
      exportPage: build.query<ConversationPage<ExportableConversation>, PageArgs>({
        query: (args) => pageRequest(args, 'messages'),
        // A batch is written out and forgotten: the store must not hold the whole export.
        keepUnusedDataFor: 0,
      }),
      getConversation: build.query<Conversation, string>({
        query: (id) => ({
          url: `/api/conversations/${encodeURIComponent(id)}`,
          errorMessage: 'Failed to fetch conversation history',
        }),
        providesTags: (_result, _error, id) => [{ type: 'Conversation', id }],
      }),
      createConversation: build.mutation<Conversation, NewConversation>({
        query: postTo('/api/conversations', 'Failed to create conversation'),
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
          headers: ifMatchHeaders(updatedAt),
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
  useGetConversationPageQuery,
  useGetConversationQuery,
  useCreateConversationMutation,
  useUpdateConversationMutation,
  useDeleteConversationMutation,
} = conversationsApi;
