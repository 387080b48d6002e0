import { z } from 'zod';
import { count, isoTimestamp } from './wire-fields';

/** A knowledge collection as the knowledge service answers it (list and create). */
export const collectionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    type: z.string(),
    created_at: isoTimestamp,
    /**
     * Made for a console operation the console has not yet been seen to record: settled (or
     * undone) by the service's pending-write job (docs/architecture.md, step 4).
     */
    pending: z.literal(true).optional(),
  })
  .strict();

export type Collection = z.infer<typeof collectionSchema>;

export const collectionListSchema = z.array(collectionSchema);

/** A collection of a bot's knowledge with what is in it; content without one has a null id. */
export const collectionStatsSchema = z
  .object({
    collection_id: z.string().nullable(),
    name: z.string(),
    description: z.string().nullable(),
    type: z.string(),
    documents: count,
    webpages: count,
    chunks: count,
    /**
     * The newest change to the collection or anything in it. Read by raw SQL, so it is the
     * driver's text: ISO 8601 from PostgreSQL's driver, PostgreSQL's own format on PGlite.
     */
    last_updated: z.string().nullable(),
  })
  .strict();

export type CollectionStats = z.infer<typeof collectionStatsSchema>;

/** `GET /collection-stats`: the totals of a service and its collections. */
export const collectionStatsAnswerSchema = z
  .object({
    service: z.string(),
    total_collections: count,
    total_documents: count,
    total_webpages: count,
    total_chunks: count,
    collections: z.array(collectionStatsSchema),
  })
  .strict();

export type CollectionStatsAnswer = z.infer<typeof collectionStatsAnswerSchema>;
