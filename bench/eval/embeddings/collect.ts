import { sql } from 'drizzle-orm';
import { composeAnswer, retrieve, type Retrieval } from '@switchboard/knowledge-service/retrieval';
import { obtainWeights, type EmbeddedModel } from '@switchboard/embedding-model';
import {
  EVAL_QUESTION_SETS,
  evalHalf,
  type EvalQuestionSet,
} from '@switchboard/knowledge-service/seed';
import { startEvalPlatform, type EvalPlatform } from '../eval-platform';

/** One stored chunk with the document it belongs to (a seed file name or a page URL). */
export interface EvalChunk {
  id: number;
  slug: string;
  title: string;
  content: string;
  owner: string;
}

/** A question with what the current (BM25) service does with it: model-independent, gathered once. */
export interface EvalQuestion {
  id: string;
  slug: string;
  half: 'odd' | 'even';
  question: string;
  /** Absent for an out-of-scope question. */
  fact?: string;
  source?: string;
  /** The current retriever's chunk ids, best first, with the top one's coverage. */
  bm25: number[];
  bm25Coverage: number;
  /** The current retriever's answer to the question, for re-ordering its passages. */
  retrieval: Retrieval;
  /** The current chat answer. */
  composed: { answer: string; declined: boolean };
}

// Deep enough that fusion can lift a chunk BM25 ranks low; the chat route reads 5.
const DEPTH = 50;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function loadChunks(platform: EvalPlatform): Promise<EvalChunk[]> {
  const rows = rowsOf<{
    id: number;
    service: string;
    title: string;
    content: string;
    owner: string;
  }>(
    await platform.db.execute(sql`
      SELECT c.id, c.service, c.title, c.content, COALESCE(d.file_name, w.url) AS owner
      FROM kb_chunks c
      LEFT JOIN kb_documents d ON d.id = c.document_id
      LEFT JOIN kb_webpages w ON w.id = c.webpage_id
      ORDER BY c.id`),
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), slug: row.service }));
}

export async function askAll(
  platform: EvalPlatform,
  sets: EvalQuestionSet[],
): Promise<EvalQuestion[]> {
  const questions = sets.flatMap((set) => [
    ...set.answerable.map((q) => ({ ...q, slug: set.slug })),
    ...set.unanswerable.map((q) => ({ ...q, slug: set.slug, fact: undefined, source: undefined })),
  ]);
  const asked: EvalQuestion[] = [];
  for (const q of questions) {
    const retrieval = await retrieve(platform.db, q.slug, q.question, DEPTH);
    const composed = await composeAnswer(platform.db, {
      ...retrieval,
      chunks: retrieval.chunks.slice(0, 5),
    });
    asked.push({
      id: q.id,
      slug: q.slug,
      half: evalHalf(q.id),
      question: q.question,
      ...(q.fact !== undefined ? { fact: q.fact, source: q.source } : {}),
      bm25: retrieval.chunks.map((c) => c.chunkId),
      bm25Coverage: retrieval.chunks[0]?.coverage ?? 0,
      retrieval,
      composed: { answer: composed.answer, declined: composed.sources.length === 0 },
    });
  }
  return asked;
}

/**
 * What the embedding experiments start from: the models' weights obtained (the same pinned
 * step as `npm start`), a fresh seeded platform, its chunks and every question asked of the
 * current service. The caller closes the platform.
 */
export async function startExperiment(models: readonly EmbeddedModel[]) {
  for (const model of models) {
    const obtained = obtainWeights(model);
    if (obtained.status === 'unavailable') throw new Error(`${model.id}: ${obtained.reason}`);
  }
  const platform = await startEvalPlatform(true);
  try {
    const chunks = await loadChunks(platform);
    const byId = new Map(chunks.map((c) => [c.id, c]));
    const questions = await askAll(platform, EVAL_QUESTION_SETS);
    return { platform, chunks, byId, questions };
  } catch (error) {
    await platform.close();
    throw error;
  }
}
