import { z } from 'zod';
import { count, isoTimestamp } from './wire-fields';

export const DOCUMENT_STATUSES = ['processing', 'ready', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** A knowledge document as the knowledge service answers it (list, get, upload, edit). */
export const knowledgeDocumentSchema = z
  .object({
    id: z.string(),
    file_name: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    collection_id: z.string().nullable(),
    is_public: z.boolean(),
    file_type: z.string(),
    mime_type: z.string(),
    size_bytes: count,
    page_count: count.nullable(),
    char_count: count,
    chunk_count: count,
    status: z.enum(DOCUMENT_STATUSES),
    error: z.string().nullable(),
    processed_at: isoTimestamp.nullable(),
    created_at: isoTimestamp,
    updated_at: isoTimestamp,
  })
  .strict();

export type KnowledgeDocument = z.infer<typeof knowledgeDocumentSchema>;

export const documentListSchema = z
  .object({ documents: z.array(knowledgeDocumentSchema), total: count, limit: count })
  .strict();

export type DocumentList = z.infer<typeof documentListSchema>;

/** One indexed passage of a document, as `/documents/:id/chunks` lists it. */
export const documentChunkSchema = z
  .object({
    id: z.number().int(),
    ordinal: count,
    page_number: count.nullable(),
    content: z.string(),
  })
  .strict();

export type DocumentChunk = z.infer<typeof documentChunkSchema>;

export const documentChunksSchema = z
  .object({ document_id: z.string(), chunks: z.array(documentChunkSchema) })
  .strict();
