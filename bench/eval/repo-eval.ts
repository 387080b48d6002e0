import { sql } from 'drizzle-orm';
import type { AnswerOutcome } from '@switchboard/domain';
import type { AnswerableQuestion, EvalQuestionSet } from '@switchboard/knowledge-service/seed';
import { baselineComposeAnswer, baselineRetrieve } from './baseline-retriever';
import type { EvalEndpoint } from './eval-endpoint';
import { postJson, startEvalPlatform, type EvalPlatform } from './eval-platform';
import { distinctInOrder, mean, ndcgAt, recallAt, reciprocalRank, states } from './metrics';

/** One retriever's figures over a question set, each a share in [0, 1]. */
export interface EvalFigures {
  answerable: number;
  unanswerable: number;
  answer: number;
  firstSource: number;
  recall5: number;
  mrr: number;
  ndcg10: number;
  /** Unanswerable questions declined. */
  declined: number;
  /** Answerable questions wrongly declined. */
  wronglyDeclined: number;
  /**
   * The answer step apart from the decline: answerable questions whose answer, or the one a
   * decline withheld, states the fact.
   */
  statedBeforeDecline: number;
}

export interface BotFigures {
  slug: string;
  current: EvalFigures;
  baseline: EvalFigures;
  /** Questions the current retriever got wrong, for reading. */
  misses: Miss[];
}

/** A question the current retriever got wrong, with what is needed to tell why. */
export interface Miss {
  id: string;
  question: string;
  fact: string;
  answer: string;
  cited: string | null;
  declined: boolean;
  /** On a decline, the answer it withheld. */
  withheld: string | null;
  /** The expected document's rank among the ranked documents (1 first), null when not ranked. */
  sourceRank: number | null;
}

interface Asked {
  answer: string;
  declined: boolean;
  /** The answer, or on a decline the one it withheld ('' when nothing matched). */
  stated: string;
  /** The cited documents' file names, first first. */
  cited: string[];
  /** Documents in rank order. */
  ranked: string[];
}

const RANKED_PASSAGES = 20;

interface ChatReply {
  answer: string;
  outcome: AnswerOutcome;
  sources: { id: string }[];
}

interface RetrieveReply {
  answer: string;
  withheld_answer: string | null;
  decision: 'answer' | 'dont_know';
  chunks: { source_id: string }[];
}

async function fileNames(platform: EvalPlatform): Promise<Map<string, string>> {
  const result = (await platform.db.execute(
    sql`SELECT id, file_name FROM kb_documents UNION ALL SELECT id, url FROM kb_webpages`,
  )) as unknown as { rows: { id: string; file_name: string }[] };
  return new Map(result.rows.map((row) => [row.id, row.file_name]));
}

async function askCurrent(
  platform: EvalPlatform,
  slug: string,
  question: string,
  names: Map<string, string>,
): Promise<Asked> {
  const chat = await postJson<ChatReply>(`${platform.url}/kb/${slug}/chat/`, {
    message: question,
    user_id: 'eval',
  });
  const retrieval = await postJson<RetrieveReply>(`${platform.url}/kb/${slug}/retrieve/`, {
    query: question,
    top_k: RANKED_PASSAGES,
  });
  return {
    answer: chat.answer,
    declined: chat.outcome === 'declined',
    stated: retrieval.decision === 'answer' ? retrieval.answer : (retrieval.withheld_answer ?? ''),
    cited: chat.sources.map((s) => names.get(s.id) ?? s.id),
    ranked: distinctInOrder(retrieval.chunks.map((c) => names.get(c.source_id) ?? c.source_id)),
  };
}

async function askBaseline(
  platform: EvalPlatform,
  slug: string,
  question: string,
  names: Map<string, string>,
): Promise<Asked> {
  const retrieval = await baselineRetrieve(platform.db, slug, question, RANKED_PASSAGES);
  const answer = baselineComposeAnswer({ ...retrieval, chunks: retrieval.chunks.slice(0, 5) });
  const owner = (c: { documentId: string | null; webpageId: string | null }) =>
    (c.documentId ?? c.webpageId)!;
  return {
    answer: answer.answer,
    declined: answer.sources.length === 0,
    stated: answer.answer,
    cited: answer.sources.map((s) => names.get(s.id) ?? s.id),
    ranked: distinctInOrder(retrieval.chunks.map((c) => names.get(owner(c)) ?? owner(c))),
  };
}

function miss(
  q: { id: string; question: string },
  fact: string,
  a: Asked,
  source: string | null,
): Miss {
  const at = source === null ? -1 : a.ranked.indexOf(source);
  return {
    id: q.id,
    question: q.question,
    fact,
    answer: a.answer,
    cited: a.cited[0] ?? null,
    declined: a.declined,
    withheld: a.declined ? a.stated : null,
    sourceRank: at < 0 ? null : at + 1,
  };
}

function figures(set: EvalQuestionSet, answers: Map<string, Asked>): EvalFigures {
  const answerable = set.answerable.map((q) => ({ q, a: answers.get(q.id)! }));
  const rightAnswer = (q: AnswerableQuestion, a: Asked) => !a.declined && states(a.answer, q.fact);
  const relevant = (q: AnswerableQuestion) => new Set([q.source]);
  return {
    answerable: set.answerable.length,
    unanswerable: set.unanswerable.length,
    answer: mean(answerable.map(({ q, a }) => (rightAnswer(q, a) ? 1 : 0))),
    firstSource: mean(answerable.map(({ q, a }) => (a.cited[0] === q.source ? 1 : 0))),
    recall5: mean(answerable.map(({ q, a }) => recallAt(a.ranked, relevant(q), 5))),
    mrr: mean(answerable.map(({ q, a }) => reciprocalRank(a.ranked, relevant(q)))),
    ndcg10: mean(answerable.map(({ q, a }) => ndcgAt(a.ranked, new Map([[q.source, 1]]), 10))),
    declined: mean(set.unanswerable.map((q) => (answers.get(q.id)!.declined ? 1 : 0))),
    wronglyDeclined: mean(answerable.map(({ a }) => (a.declined ? 1 : 0))),
    statedBeforeDecline: mean(answerable.map(({ q, a }) => (states(a.stated, q.fact) ? 1 : 0))),
  };
}

/**
 * Every question of every set through the chat and retrieval routes (and the baseline), on a
 * fresh seeded platform; with `endpoint`, the sets' bots embed with it.
 */
export async function evaluateRepoSets(
  sets: EvalQuestionSet[],
  endpoint?: EvalEndpoint,
): Promise<BotFigures[]> {
  const platform = await startEvalPlatform(
    true,
    endpoint && { ...endpoint, slugs: sets.map((set) => set.slug) },
  );
  try {
    const names = await fileNames(platform);
    const results: BotFigures[] = [];
    for (const set of sets) {
      const current = new Map<string, Asked>();
      const baseline = new Map<string, Asked>();
      for (const q of [...set.answerable, ...set.unanswerable]) {
        current.set(q.id, await askCurrent(platform, set.slug, q.question, names));
        baseline.set(q.id, await askBaseline(platform, set.slug, q.question, names));
      }
      results.push({
        slug: set.slug,
        current: figures(set, current),
        baseline: figures(set, baseline),
        misses: [
          ...set.answerable
            .filter((q) => {
              const a = current.get(q.id)!;
              return a.declined || !states(a.answer, q.fact) || a.cited[0] !== q.source;
            })
            .map((q) => miss(q, `${q.fact} @ ${q.source}`, current.get(q.id)!, q.source)),
          ...set.unanswerable
            .filter((q) => !current.get(q.id)!.declined)
            .map((q) => miss(q, '(should decline)', current.get(q.id)!, null)),
        ],
      });
    }
    return results;
  } finally {
    await platform.close();
  }
}

/** Figures over several bots, weighted by their question counts. */
export function overall(bots: BotFigures[], pick: (b: BotFigures) => EvalFigures): EvalFigures {
  const total = (key: 'answerable' | 'unanswerable') =>
    bots.reduce((sum, b) => sum + pick(b)[key], 0);
  const weighted = (key: keyof EvalFigures, by: 'answerable' | 'unanswerable') =>
    total(by) === 0 ? 0 : bots.reduce((sum, b) => sum + pick(b)[key] * pick(b)[by], 0) / total(by);
  return {
    answerable: total('answerable'),
    unanswerable: total('unanswerable'),
    answer: weighted('answer', 'answerable'),
    firstSource: weighted('firstSource', 'answerable'),
    recall5: weighted('recall5', 'answerable'),
    mrr: weighted('mrr', 'answerable'),
    ndcg10: weighted('ndcg10', 'answerable'),
    declined: weighted('declined', 'unanswerable'),
    wronglyDeclined: weighted('wronglyDeclined', 'answerable'),
    statedBeforeDecline: weighted('statedBeforeDecline', 'answerable'),
  };
}

export const GOALS = { answer: 0.95, firstSource: 0.95, declined: 1 };

export const goalsMet = (f: EvalFigures) => ({
  answer: f.answer >= GOALS.answer,
  firstSource: f.firstSource >= GOALS.firstSource,
  declined: f.declined >= GOALS.declined,
});
