import type { Db } from '@switchboard/server-kit/db/connect';
import { kbChunks, kbDocuments } from '../kb-schema';
import { bm25Params } from './bm25';
import type { LexicalIndex } from './lexical-index';
import { outdatedWeightOf } from './outdated-title';
import { analyseQuestion, scoredTerms } from './question-terms';

/* The store-level BM25 index scenarios' shared steps (lexical-index and late-commit). */

export const SERVICE = 'default';

/** A chunk of its own document, as an upload through any instance would leave it. */
export async function addChunk(
  db: Db,
  title: string,
  content: string,
  ordinal = 0,
): Promise<number> {
  const [doc] = await db
    .insert(kbDocuments)
    .values({
      service: SERVICE,
      fileName: `${title}.txt`,
      title,
      fileType: 'txt',
      mimeType: 'text/plain',
      sizeBytes: content.length,
      status: 'ready',
      chunkCount: 1,
    })
    .returning({ id: kbDocuments.id });
  const [chunk] = await db
    .insert(kbChunks)
    .values({ service: SERVICE, documentId: doc!.id, ordinal, title, content })
    .returning({ id: kbChunks.id });
  return chunk!.id;
}

export async function ranked(index: LexicalIndex, db: Db, question: string): Promise<number[]> {
  const analysis = await analyseQuestion(db, SERVICE, question);
  const postings = await index.postings(SERVICE);
  return postings
    .rank(
      scoredTerms(analysis),
      analysis.corpus.avgLength,
      bm25Params(),
      outdatedWeightOf(analysis),
      10,
    )
    .map((hit) => hit.id);
}
