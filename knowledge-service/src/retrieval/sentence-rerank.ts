import { reciprocalRankFusion } from '@switchboard/embedding-model';
import { sentencesOfChunk, type SentenceAt } from '../embeddings/sentence-texts';
import type { SentenceMeaning } from './answer-sentence';

/**
 * How many of the fused passages the rerank re-orders. Measured over the fused top 5, 10
 * and 20 (bench/eval/embeddings/ensemble-eval.ts): 10 and 20 gave the same first source on
 * the odd ids, 10 reads half the sentence vectors.
 */
export const RERANK_DEPTH = 10;

interface Passage {
  chunkId: number;
  title: string;
  content: string;
}

/**
 * The reranking stage: each of the fused top passages scored by its best sentence's cosine
 * to the question (the sentence read after its passage's title, from the vectors the
 * pipeline stored with it), a late-interaction score that finds the passage stating the
 * answer where the whole passage's vector averages it away. Its order is fused again with
 * the fused order by reciprocal rank, and `weight` (the outdated-page penalty the first
 * fusion applied) applied again, as measured; passages below the depth keep their place.
 * No cross-encoder's weights are served by a registry the project reaches: this scores
 * with the model already loaded. Null when the model fails on the sentences: the fused
 * order stands.
 */
export async function rerankByBestSentence<T extends Passage>(
  fused: T[],
  meaning: SentenceMeaning,
  weight: (passage: T) => number,
): Promise<{ ranked: T[]; best: Map<number, number> } | null> {
  const top = fused.slice(0, RERANK_DEPTH);
  const passages = top.map((p) => ({
    chunkId: p.chunkId,
    title: p.title,
    sentences: sentencesOfChunk(p.content),
  }));
  const asked: SentenceAt[] = passages.flatMap((p, passage) =>
    p.sentences.map((_, index) => ({ passage, index })),
  );
  const cosines = asked.length > 0 ? await meaning.cosines(passages, asked) : null;
  if (!cosines) return null;
  const best = new Map<number, number>();
  asked.forEach(({ passage }, i) => {
    const id = top[passage]!.chunkId;
    best.set(id, Math.max(best.get(id) ?? -1, cosines[i]!));
  });
  const byId = new Map(top.map((p) => [p.chunkId, p]));
  const bySentence = [...top].sort(
    (a, b) => (best.get(b.chunkId) ?? -1) - (best.get(a.chunkId) ?? -1),
  );
  const again = reciprocalRankFusion([top.map((p) => p.chunkId), bySentence.map((p) => p.chunkId)])
    .map((item) => ({
      passage: byId.get(item.id)!,
      score: item.score * weight(byId.get(item.id)!),
    }))
    .sort((a, b) => b.score - a.score)
    .map((item) => item.passage);
  return { ranked: [...again, ...fused.slice(RERANK_DEPTH)], best };
}
