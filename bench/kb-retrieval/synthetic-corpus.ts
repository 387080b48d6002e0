import { sql } from 'drizzle-orm';
import { clusteredVectors, type EmbeddedModel } from '@switchboard/embedding-model';
import type { Db } from '@switchboard/server-kit/db/connect';
import { kbChunks, kbDocuments } from '@switchboard/knowledge-service/schema';
import {
  embeddedTexts,
  sentencesOfChunk,
  textsDigest,
} from '@switchboard/knowledge-service/retrieval';
import { seededRandom } from '@switchboard/platform/seed/seeded-random';

/*
 * The bench's synthetic knowledge: text from a seeded generator, so every run sees the same
 * corpus, stored with vectors as the pipeline stores them (seeded, clustered unit vectors
 * of the model's size: exact search and cosines cost the same whatever they say), so the
 * bench measures answering, not the hours of embedding 50,000 passages on 2 cores.
 */
const CHUNKS_PER_DOCUMENT = 100;

// Vectors stored per inserted chunk and sentence, drawn from one seeded stream.
const vectorRandom = seededRandom(20261127);

const random = seededRandom(20261121);
export const pick = <T>(items: T[], from = random) => items[Math.floor(from() * items.length)]!;
export const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ten',
  'ra',
  'vos',
  'bel',
  'qui',
  'dar',
  'nu',
  'shi',
  'po',
  'len',
  'gri',
  'tho',
  'wex',
  'zan',
  'mor',
  'fel',
  'ost',
];
// A Zipf-like vocabulary: a few very common words and a long tail, as in real text.
const VOCABULARY = Array.from({ length: 6000 }, () =>
  Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(SYLLABLES)).join(''),
);
export const word = (from = random) => VOCABULARY[Math.floor(VOCABULARY.length * from() ** 2.5)]!;
const sentence = () => {
  const words = Array.from({ length: 8 + Math.floor(random() * 12) }, () => word());
  return `${words[0]!.charAt(0).toUpperCase()}${words.slice(1).reduce((text, next) => `${text} ${next}`, words[0]!.slice(1))}.`;
};
export const passage = (chars: number) => {
  let text = '';
  while (text.length < chars) text += `${sentence()} `;
  return text.trim();
};

// float32 little-endian, as the embeddings tables store a vector (x86 and arm are little-endian).
const bytesOf = (vectors: Float32Array[]) =>
  Buffer.concat(vectors.map((v) => Buffer.from(v.buffer, v.byteOffset, v.byteLength)));

/**
 * Chunks with their vectors and their sentences' vectors in one transaction, as the
 * pipeline would have left them: the pipeline finds nothing to embed, and the bot is
 * searched with all of them.
 */
export async function addChunks(
  db: Db,
  model: EmbeddedModel,
  count: number,
  offset: number,
): Promise<void> {
  for (let start = 0; start < count; start += CHUNKS_PER_DOCUMENT) {
    const size = Math.min(CHUNKS_PER_DOCUMENT, count - start);
    const vectors = clusteredVectors(size, model.dimensions, vectorRandom);
    const title = `Synthetic ${offset + start}`;
    await db.transaction(async (tx) => {
      const [doc] = await tx
        .insert(kbDocuments)
        .values({
          service: 'default',
          fileName: `synthetic-${offset + start}.txt`,
          title,
          fileType: 'txt',
          mimeType: 'text/plain',
          sizeBytes: size * 800,
          status: 'ready',
          chunkCount: size,
          // The chat asks as the bot's users do: a private document would answer no one here.
          isPublic: true,
        })
        .returning({ id: kbDocuments.id });
      const rows = Array.from({ length: size }, (_, ordinal) => ({
        service: 'default',
        documentId: doc!.id,
        ordinal,
        title,
        content: passage(800),
      }));
      const ids = await tx.insert(kbChunks).values(rows).returning({ id: kbChunks.id });
      const values = ids.map(
        ({ id }, i) =>
          sql`(${id}, ${model.id}, 'default', ${model.dimensions}, ${bytesOf([vectors[i]!])})`,
      );
      await tx.execute(sql`INSERT INTO kb_chunk_embeddings (chunk_id, model_id, service, dims, vector)
        VALUES ${sql.join(values, sql`, `)}`);
      const sentenceRows = ids.map(({ id }, i) => {
        const texts = embeddedTexts({ title, sentences: sentencesOfChunk(rows[i]!.content) });
        const own = clusteredVectors(texts.length, model.dimensions, vectorRandom);
        return sql`(${id}::bigint, ${textsDigest(texts)}::text, ${texts.length}::int, ${bytesOf(own)}::bytea)`;
      });
      await tx.execute(sql`INSERT INTO kb_sentence_embeddings
          (chunk_id, model_id, service, change_seq, texts_digest, dims, count, vectors)
        SELECT c.id, ${model.id}, c.service, c.change_seq, v.digest, ${model.dimensions}, v.count, v.vectors
        FROM (VALUES ${sql.join(sentenceRows, sql`, `)}) AS v (id, digest, count, vectors)
        JOIN kb_chunks c ON c.id = v.id`);
    });
  }
}

/**
 * Makes the bench bot's stored sentence vectors unreadable (`stale`) or readable again:
 * unreadable, the answer step embeds every sentence at the question, as it did before they
 * were stored, so both are timed on one database. The pipeline is not woken: the chunks'
 * change numbers still match.
 */
export async function sentenceVectorsReadable(db: Db, readable: boolean): Promise<void> {
  await db.execute(
    readable
      ? sql`UPDATE kb_sentence_embeddings SET texts_digest = substr(texts_digest, 7)
          WHERE service = 'default' AND texts_digest LIKE 'stale:%'`
      : sql`UPDATE kb_sentence_embeddings SET texts_digest = 'stale:' || texts_digest
          WHERE service = 'default' AND texts_digest NOT LIKE 'stale:%'`,
  );
}

/** Bytes per row of the two vector tables, indexes and storage outside the row included. */
export async function vectorStorage(
  db: Db,
): Promise<{ chunkBytes: number; sentenceBytes: number; sentencesPerChunk: number }> {
  const { rows } = (await db.execute(sql`SELECT
      pg_total_relation_size('kb_chunk_embeddings')::float8
        / greatest(1, (SELECT count(*) FROM kb_chunk_embeddings)) AS chunk_bytes,
      pg_total_relation_size('kb_sentence_embeddings')::float8
        / greatest(1, (SELECT count(*) FROM kb_sentence_embeddings)) AS sentence_bytes,
      (SELECT avg(count) FROM kb_sentence_embeddings)::float8 AS sentences`)) as {
    rows: { chunk_bytes: number; sentence_bytes: number; sentences: number }[];
  };
  const row = rows[0]!;
  return {
    chunkBytes: Number(row.chunk_bytes),
    sentenceBytes: Number(row.sentence_bytes),
    sentencesPerChunk: Number(row.sentences),
  };
}
