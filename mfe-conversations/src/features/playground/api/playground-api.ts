import type {
  CollectionStatsAnswer,
  DocumentList,
  KnowledgeDocument,
  Webpage as KnowledgeWebpage,
  WebpageList,
} from '@switchboard/domain';
import { baseApi, type ApiError, type ApiRequest } from '@switchboard/shared-data';
import type { ChatReply } from '../../../lib/conversation-types';
import type { HistoryMessage } from '../../../lib/history-message';

/** The general knowledge service's chat answer (docs/product-rules.md, "Knowledge services"). */
export type KnowledgeChatReply = Omit<ChatReply, 'original_response'> & {
  id: string;
  message_id: string;
  answer?: string;
  timestamp: string;
};

export type { KnowledgeDocument, Webpage as KnowledgeWebpage } from '@switchboard/domain';

export interface KnowledgeSources {
  documents: KnowledgeDocument[];
  webpages: KnowledgeWebpage[];
  totals: { documents: number; webpages: number; chunks: number; collections: number };
}

const FAILED = 'Failed to fetch sources';
const read = (url: string): ApiRequest => ({ url, target: 'gateway', errorMessage: FAILED });

/**
 * The general knowledge service through the gateway: its chat, and everything the
 * playground's answers can cite (documents, web pages and collection totals, read
 * together so the panel is whole or says it failed).
 */
export const playgroundApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Document', 'Webpage'] })
  .injectEndpoints({
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
      knowledgeSources: build.query<KnowledgeSources, void>({
        queryFn: async (_arg, _api, _extra, baseQuery) => {
          const [documents, webpages, stats] = await Promise.all([
            baseQuery(read('/api/knowledge/documents/')),
            baseQuery(read('/api/knowledge/webpages/')),
            baseQuery(read('/api/knowledge/collection-stats/')),
          ]);
          const failed = [documents, webpages, stats].find((answer) => answer.error);
          if (failed) return { error: failed.error as ApiError };
          const counts = stats.data as CollectionStatsAnswer;
          return {
            data: {
              documents: (documents.data as DocumentList).documents,
              webpages: (webpages.data as WebpageList).webpages,
              totals: {
                documents: counts.total_documents ?? 0,
                webpages: counts.total_webpages ?? 0,
                chunks: counts.total_chunks ?? 0,
                collections: counts.total_collections ?? 0,
              },
            },
          };
        },
        providesTags: [
          { type: 'Document', id: 'KNOWLEDGE' },
          { type: 'Webpage', id: 'KNOWLEDGE' },
        ],
      }),
    }),
  });

export const {
  useKnowledgeChatMutation,
  useKnowledgeSessionMutation,
  useDeleteKnowledgeSessionMutation,
  useKnowledgeSourcesQuery,
} = playgroundApi;
