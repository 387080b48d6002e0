import { z } from 'zod';
import { count, isoTimestamp } from './wire-fields';

/** Where a document stands: queued → extracting → indexing → ready, or failed with its reason. */
export const DOCUMENT_STATUSES = ['queued', 'extracting', 'indexing', 'ready', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The states a worker is (or should be) moving a document or web page through. */
export const RUNNING_STATUSES = ['queued', 'extracting', 'indexing'] as const;

/** What staff chose when an upload's content matches a stored document of the same bot. */
export const DUPLICATE_CHOICES = ['replace', 'keep'] as const;
export type DuplicateChoice = (typeof DUPLICATE_CHOICES)[number];

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
    content_hash: z.string().nullable(),
    /** When each state began; the next one's start (or processed_at) is when it ended. */
    queued_at: isoTimestamp.nullable(),
    extracting_at: isoTimestamp.nullable(),
    indexing_at: isoTimestamp.nullable(),
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

/** One indexed passage of a document or web page, as `…/:id/chunks` lists it. */
export const documentChunkSchema = z
  .object({
    id: z.number().int(),
    ordinal: count,
    page_number: count.nullable(),
    /** The heading the chunk is stored under (its document's or page's title). */
    heading: z.string(),
    content: z.string(),
    /** How many chat answers cited this chunk. */
    cited: count,
  })
  .strict();

export type DocumentChunk = z.infer<typeof documentChunkSchema>;

export const documentChunksSchema = z
  .object({ document_id: z.string(), chunks: z.array(documentChunkSchema) })
  .strict();

export const webpageChunksSchema = z
  .object({ webpage_id: z.string(), chunks: z.array(documentChunkSchema) })
  .strict();
