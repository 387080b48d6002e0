import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';

/** What the chat answer says about each source it cited (see retrieval/answer-composer). */
export interface CitedSource {
  type: 'document' | 'webpage';
  id: string;
  passage: string;
}

// The answer's passage is the chunk's text, cut and marked with an ellipsis when long.
const PREFIX_CHARS = 200;

/**
 * Records the chunks an answer cited. The answer names each source's document or page
 * and quotes the chunk's opening, which finds the chunk among that source's chunks.
 */
export async function recordCitations(
  db: Db,
  service: string,
  sources: readonly CitedSource[],
  at: Date = new Date(),
): Promise<void> {
  for (const source of sources) {
    const prefix = source.passage.replace(/…$/, '').slice(0, PREFIX_CHARS);
    const owner =
      source.type === 'document'
        ? sql`c.document_id = ${source.id}`
        : sql`c.webpage_id = ${source.id}`;
    await db.execute(sql`
      INSERT INTO kb_citations (service, chunk_id, document_id, webpage_id, cited_at)
      SELECT c.service, c.id, c.document_id, c.webpage_id, ${at.toISOString()}::timestamptz
      FROM kb_chunks c
      WHERE c.service = ${service} AND ${owner} AND left(c.content, ${prefix.length}) = ${prefix}
      ORDER BY c.ordinal
      LIMIT 1`);
  }
}

/** How often each of these chunks was cited, by chunk id. */
export async function citationCounts(
  db: Db,
  chunkIds: readonly number[],
): Promise<Map<number, number>> {
  if (chunkIds.length === 0) return new Map();
  const result = (await db.execute(sql`
    SELECT chunk_id, count(*)::int AS cited FROM kb_citations
    WHERE chunk_id IN (${sql.join(
      chunkIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    GROUP BY chunk_id`)) as unknown as { rows: { chunk_id: number | string; cited: number }[] };
  return new Map(result.rows.map((row) => [Number(row.chunk_id), Number(row.cited)]));
}
