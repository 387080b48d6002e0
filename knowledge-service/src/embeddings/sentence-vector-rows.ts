import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { embeddedTexts, textsDigest, type PassageSentences } from './sentence-texts';
import { fromBytes, toBytes } from './vector-bytes';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The condition on `c` (kb_chunks) that its sentence vectors of `model` are missing or stale. */
export const sentencesStale = (model: SQL) =>
  sql`NOT EXISTS (SELECT 1 FROM kb_sentence_embeddings s WHERE s.chunk_id = c.id
    AND s.model_id = ${model} AND s.change_seq = c.change_seq)`;

/**
 * Stores a chunk's sentence vectors as embedded from `texts` at its change number `seq`.
 * A chunk deleted meanwhile writes nothing; one changed meanwhile keeps the newer row.
 */
export async function storeSentenceVectors(
  tx: Db,
  chunk: { id: string | number; change_seq: string | number },
  model: string,
  texts: string[],
  vectors: Float32Array[],
): Promise<void> {
  const dims = vectors[0]?.length ?? 1;
  const bytes = Buffer.concat(vectors.map(toBytes));
  await tx.execute(sql`
    INSERT INTO kb_sentence_embeddings
      (chunk_id, model_id, service, change_seq, texts_digest, dims, count, vectors)
    SELECT c.id, ${model}, c.service, ${chunk.change_seq}, ${textsDigest(texts)}, ${dims},
      ${vectors.length}, ${bytes}
    FROM kb_chunks c WHERE c.id = ${chunk.id}
    ON CONFLICT (chunk_id, model_id) DO UPDATE SET change_seq = EXCLUDED.change_seq,
      texts_digest = EXCLUDED.texts_digest, dims = EXCLUDED.dims, count = EXCLUDED.count,
      vectors = EXCLUDED.vectors, created_at = now()
    WHERE kb_sentence_embeddings.change_seq <= EXCLUDED.change_seq`);
}

/**
 * Each passage's stored sentence vectors of `model`, in its sentences' order, or null when
 * none are stored for the texts it holds now (not yet embedded, or re-titled since): one
 * query by primary key for all of them.
 */
export async function readSentenceVectors(
  db: Db,
  model: string,
  passages: PassageSentences[],
): Promise<(Float32Array[] | null)[]> {
  const ids = [...new Set(passages.map((p) => p.chunkId))];
  if (ids.length === 0) return [];
  const rows = rowsOf<{
    chunk_id: string | number;
    texts_digest: string;
    dims: number;
    count: number;
    vectors: Uint8Array;
  }>(
    await db.execute(sql`
      SELECT chunk_id, texts_digest, dims, count, vectors FROM kb_sentence_embeddings
      WHERE model_id = ${model} AND chunk_id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  const byId = new Map(rows.map((row) => [Number(row.chunk_id), row]));
  return passages.map((passage) => {
    const row = byId.get(passage.chunkId);
    const texts = embeddedTexts(passage);
    if (!row || row.texts_digest !== textsDigest(texts) || Number(row.count) !== texts.length)
      return null;
    const all = fromBytes(row.vectors);
    const dims = Number(row.dims);
    return texts.map((_, i) => all.subarray(i * dims, (i + 1) * dims));
  });
}
