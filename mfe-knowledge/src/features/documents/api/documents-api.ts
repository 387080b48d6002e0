import { baseApi } from '@switchboard/shared-data';
import { servicePath } from '../../service-path';
import type { DocumentChunk, DocumentFields, KnowledgeDocument } from './document';
import { documentFormData } from './document-form-data';

interface BotArg {
  botId: string;
}

export const documentsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Document', 'Collection'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getDocuments: build.query<KnowledgeDocument[], BotArg>({
        query: ({ botId }) => ({
          url: servicePath(botId, 'documents/?limit=500'),
          target: 'gateway',
          errorMessage: 'Failed to fetch documents',
        }),
        transformResponse: (body: { documents: KnowledgeDocument[] }) => body.documents,
        providesTags: (_rows, _error, { botId }) => [{ type: 'Document', id: `LIST-${botId}` }],
      }),
      getDocument: build.query<KnowledgeDocument, BotArg & { id: string }>({
        query: ({ botId, id }) => ({
          url: servicePath(botId, `documents/${encodeURIComponent(id)}`),
          target: 'gateway',
          errorMessage: 'Failed to fetch documents',
        }),
        providesTags: (_row, _error, { id }) => [{ type: 'Document', id }],
      }),
      getDocumentChunks: build.query<DocumentChunk[], BotArg & { id: string }>({
        query: ({ botId, id }) => ({
          url: servicePath(botId, `documents/${encodeURIComponent(id)}/chunks`),
          target: 'gateway',
          errorMessage: 'Failed to fetch documents',
        }),
        transformResponse: (body: { chunks: DocumentChunk[] }) => body.chunks,
        providesTags: (_rows, _error, { id }) => [{ type: 'Document', id }],
      }),
      uploadDocument: build.mutation<
        KnowledgeDocument,
        BotArg & { file: File; fields: DocumentFields; onProgress?: (fraction: number) => void }
      >({
        query: ({ botId, file, fields, onProgress }) => ({
          url: servicePath(botId, 'documents/'),
          method: 'POST',
          target: 'gateway',
          data: documentFormData(fields, file),
          onUploadProgress: onProgress,
          errorMessage: 'Failed to upload document',
        }),
        invalidatesTags: (_row, _error, { botId }) => [
          { type: 'Document', id: `LIST-${botId}` },
          { type: 'Collection', id: `LIST-${botId}` },
        ],
      }),
      updateDocument: build.mutation<
        KnowledgeDocument,
        BotArg & { id: string; fields: DocumentFields }
      >({
        query: ({ botId, id, fields }) => ({
          url: servicePath(botId, `documents/${encodeURIComponent(id)}`),
          method: 'PUT',
          target: 'gateway',
          data: documentFormData(fields),
          errorMessage: 'Failed to update document',
        }),
        invalidatesTags: (_row, error, { botId, id }) =>
          error
            ? []
            : [
                { type: 'Document', id: `LIST-${botId}` },
                { type: 'Document', id },
                { type: 'Collection', id: `LIST-${botId}` },
              ],
      }),
      deleteDocument: build.mutation<{ id: string }, BotArg & { id: string }>({
        query: ({ botId, id }) => ({
          url: servicePath(botId, `documents/${encodeURIComponent(id)}`),
          method: 'DELETE',
          target: 'gateway',
          errorMessage: 'Failed to delete document',
        }),
        invalidatesTags: (_row, error, { botId }) =>
          error
            ? []
            : [
                { type: 'Document', id: `LIST-${botId}` },
                { type: 'Collection', id: `LIST-${botId}` },
              ],
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
} = documentsApi;
