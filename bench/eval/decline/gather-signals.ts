import {
  chooseAnswer,
  composeAnswer,
  retrieveHybrid,
} from '@switchboard/knowledge-service/retrieval';
import type { WeighedSignals } from '@switchboard/knowledge-service/retrieval';
import { EVAL_QUESTION_SETS, evalHalf, isWorded } from '@switchboard/knowledge-service/seed';
import { startAnswerStepPlatform } from '../embeddings/answer-step-platform';
import { states } from '../metrics';
import { DECLINE_NEAR_TOPIC_QUESTIONS, DECLINE_TRAINING_QUESTIONS } from './training-questions';

/** One evaluation question with what retrieval and the answer step tell the decline rule about it. */
export interface SignalRow {
  id: string;
  slug: string;
  question: string;
  half: 'odd' | 'even';
  /** One of the customer-worded questions (always held out). */
  worded: boolean;
  /** One of the decline's own training questions (training-questions.ts): fitted on, never reported by `npm run eval`. */
  training: boolean;
  /** One of the near-topic training questions (DECLINE_NEAR_TOPIC_QUESTIONS). */
  nearTopic: boolean;
  answerable: boolean;
  /** Answerable, and the answer (or, on a decline, the answer withheld) states the fact, as `npm run eval` judges it. */
  stated: boolean;
  signals: WeighedSignals;
}

const isTraining = (id: string) => /-t\d+$/.test(id);

// As the chat route: the top 5 passages.
const CHAT_TOP_K = 5;

/**
 * Every evaluation question through the chat's hybrid retrieval and its choice of answer
 * sentence on a fresh seeded platform with the embedded model (the one the calibration is
 * for), as an asker sees it. The whole question, as the chat's first answer reads it. The
 * decline's training questions join the odd half, marked `training`.
 */
export async function gatherSignals(model: string): Promise<SignalRow[]> {
  const platform = await startAnswerStepPlatform(model);
  const rows: SignalRow[] = [];
  try {
    const trainingOf = (slug: string) =>
      [...DECLINE_TRAINING_QUESTIONS, ...DECLINE_NEAR_TOPIC_QUESTIONS]
        .filter((t) => t.slug === slug)
        .flatMap((t) => t.unanswerable);
    const near = new Set(
      DECLINE_NEAR_TOPIC_QUESTIONS.flatMap((t) => t.unanswerable.map((q) => q.id)),
    );
    for (const set of EVAL_QUESTION_SETS)
      for (const q of [...set.answerable, ...set.unanswerable, ...trainingOf(set.slug)]) {
        const retrieval = await retrieveHybrid(
          platform.db,
          set.slug,
          q.question,
          CHAT_TOP_K,
          platform.vectors,
          'public',
        );
        if (!retrieval.signals)
          throw new Error(`${q.id}: no vectors took part; is the model ${model} there?`);
        const { signals } = (await chooseAnswer(platform.db, retrieval)).weighed;
        if (signals?.sentence === undefined)
          throw new Error(`${q.id}: no answer sentence with a cosine was chosen`);
        const answer = await composeAnswer(platform.db, retrieval);
        const said = answer.withheld?.answer ?? answer.answer;
        rows.push({
          id: q.id,
          slug: set.slug,
          question: q.question,
          half: isTraining(q.id) ? 'odd' : evalHalf(q.id),
          worded: isWorded(q.id),
          training: isTraining(q.id),
          nearTopic: near.has(q.id),
          answerable: 'fact' in q,
          stated: 'fact' in q && typeof q.fact === 'string' && states(said, q.fact),
          signals: { ...signals, sentence: signals.sentence },
        });
      }
  } finally {
    await platform.close();
  }
  return rows;
}
