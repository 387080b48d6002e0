import { baseApi, botServiceRequest, ifMatchHeaders } from '@switchboard/shared-data';
import { botListTag, type BotArg } from '../../../lib/bot-arg';
import type { DocumentChunk, DocumentFields, KnowledgeDocument } from './document';
import { documentFormData } from './document-form-data';

const FETCH_FAILED = 'Failed to fetch documents';
const documentPath = (id: string) => `documents/${encodeURIComponent(id)}`;

export const documentsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Document', 'Collection'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getDocuments: build.query<KnowledgeDocument[], BotArg>({
        query: ({ botId }) => botServiceRequest(botId, 'documents/?limit=500', FETCH_FAILED),
        transformResponse: (body: { documents: KnowledgeDocument[] }) => body.documents,
        providesTags: (_rows, _error, { botId }) => [botListTag('Document', botId)],
      }),
      getDocument: build.query<KnowledgeDocument, BotArg & { id: string }>({
        query: ({ botId, id }) => botServiceRequest(botId, documentPath(id), FETCH_FAILED),
        providesTags: (_row, _error, { id }) => [{ type: 'Document', id }],
      }),
      getDocumentChunks: build.query<DocumentChunk[], BotArg & { id: string }>({
        query: ({ botId, id }) =>
          botServiceRequest(botId, `${documentPath(id)}/chunks`, FETCH_FAILED),
        transformResponse: (body: { chunks: DocumentChunk[] }) => body.chunks,
        providesTags: (_rows, _error, { id }) => [{ type: 'Document', id }],
      }),
      uploadDocument: build.mutation<
        KnowledgeDocument,
        BotArg & { file: File; fields: DocumentFields; onProgress?: (fraction: number) => void }
      >({
        query: ({ botId, file, fields, onProgress }) =>
          botServiceRequest(botId, 'documents/', 'Failed to upload document', {
            method: 'POST',
            data: documentFormData(fields, file),
            onUploadProgress: onProgress,
          }),
        invalidatesTags: (_row, _error, { botId }) => [
          botListTag('Document', botId),
          botListTag('Collection', botId),
        ],
      }),
      updateDocument: build.mutation<
        KnowledgeDocument,
        // updatedAt: the version the form loaded, sent as If-Match (412 when someone saved since).
        BotArg & { id: string; fields: DocumentFields; updatedAt?: string }
      >({
        query: ({ botId, id, fields, updatedAt }) =>
          botServiceRequest(botId, documentPath(id), 'Failed to update document', {
            method: 'PUT',
            data: documentFormData(fields),
            headers: ifMatchHeaders(updatedAt),
          }),
        // A stale save (412) refreshes too, so the list shows what the other person saved.
        invalidatesTags: (_row, error, { botId, id }) =>
          error && error.status !== 412
            ? []
            : [
                botListTag('Document', botId),
                { type: 'Document', id },
                botListTag('Collection', botId),
              ],
      }),
      retryDocument: build.mutation<KnowledgeDocument, BotArg & { id: string }>({
        query: ({ botId, id }) =>
          botServiceRequest(botId, `${documentPath(id)}/retry`, 'Failed to retry document', {
            method: 'POST',
            data: {},
          }),
        invalidatesTags: (_row, _error, { botId, id }) => [
          botListTag('Document', botId),
          { type: 'Document', id },
        ],
      }),
      /** Retries the given failed documents, or every failed one of the bot without ids. */
      retryFailedDocuments: build.mutation<
        { retried: string[]; skipped: number },
        BotArg & { ids?: string[] }
      >({
        query: ({ botId, ids }) =>
          botServiceRequest(botId, 'documents/retry', 'Failed to retry documents', {
            method: 'POST',
            data: ids ? { ids } : {},
          }),
        invalidatesTags: (_row, _error, { botId }) => [botListTag('Document', botId)],
      }),
      deleteDocument: build.mutation<{ id: string }, BotArg & { id: string }>({
        query: ({ botId, id }) =>
          botServiceRequest(botId, documentPath(id), 'Failed to delete document', {
            method: 'DELETE',
          }),
        invalidatesTags: (_row, error, { botId }) =>
          error ? [] : [botListTag('Document', botId), botListTag('Collection', botId)],
      }),
    }),
  });

export const {
  useGetDocumentsQuery,
  useGetDocumentQuery,
  useGetDocumentChunksQuery,
  useUploadDocumentMutation,
  useUpdateDocumentMutation,
  useDeleteDocumentMutation,
  useRetryDocumentMutation,
  useRetryFailedDocumentsMutation,
} = documentsApi;
