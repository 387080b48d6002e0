import { retrieveHybrid } from '@switchboard/knowledge-service/retrieval';
import type { DeclineSignals } from '@switchboard/knowledge-service/retrieval';
import { EVAL_QUESTION_SETS, evalHalf, isWorded } from '@switchboard/knowledge-service/seed';
import { startAnswerStepPlatform } from '../embeddings/answer-step-platform';

/** One evaluation question with what retrieval tells the decline rule about it. */
export interface SignalRow {
  id: string;
  slug: string;
  half: 'odd' | 'even';
  /** One of the customer-worded questions (always held out). */
  worded: boolean;
  answerable: boolean;
  signals: DeclineSignals;
}

// As the chat route: the top 5 passages.
const CHAT_TOP_K = 5;

/**
 * Every evaluation question through the chat's hybrid retrieval on a fresh seeded platform
 * with the embedded model (the one the calibration is for), as an asker sees it.
 */
export async function gatherSignals(model: string): Promise<SignalRow[]> {
  const platform = await startAnswerStepPlatform(model);
  const rows: SignalRow[] = [];
  try {
    for (const set of EVAL_QUESTION_SETS)
      for (const q of [...set.answerable, ...set.unanswerable]) {
        const { signals } = await retrieveHybrid(
          platform.db,
          set.slug,
          q.question,
          CHAT_TOP_K,
          platform.vectors,
          'public',
        );
        if (!signals)
          throw new Error(`${q.id}: no vectors took part; is the model ${model} there?`);
        rows.push({
          id: q.id,
          slug: set.slug,
          half: evalHalf(q.id),
          worded: isWorded(q.id),
          answerable: 'fact' in q,
          signals,
        });
      }
  } finally {
    await platform.close();
  }
  return rows;
}
