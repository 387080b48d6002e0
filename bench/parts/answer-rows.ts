/** `npm run eval`'s answer evaluation over the seeded bots, as rows of the table. */
import { EVAL_QUESTION_SETS } from '@switchboard/knowledge-service/seed';
import { evaluateRepoSets, GOALS, goalsMet, overall, type EvalFigures } from '../eval/repo-eval';
import { step, type BenchContext } from './bench-context';

export async function answers(ctx: BenchContext) {
  step('answer evaluation over the seeded bots (npm run eval), previous retriever beside');
  const bots = await evaluateRepoSets(EVAL_QUESTION_SETS);
  const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
  const both = (current: EvalFigures, baseline: EvalFigures, pick: (f: EvalFigures) => number) =>
    `${pct(pick(current))} (previous ${pct(pick(baseline))})`;
  const rowsFor = (label: string, current: EvalFigures, baseline: EvalFigures) => {
    const met = goalsMet(current);
    const questions = `${current.answerable} + ${current.unanswerable} out of scope`;
    ctx.report.add(
      `answers, ${label} (${questions}): fact stated`,
      `≥ ${pct(GOALS.answer)}`,
      both(current, baseline, (f) => f.answer),
      met.answer,
    );
    ctx.report.add(
      `answers, ${label}: first source right`,
      `≥ ${pct(GOALS.firstSource)}`,
      both(current, baseline, (f) => f.firstSource),
      met.firstSource,
    );
    ctx.report.add(
      `answers, ${label}: out-of-scope declined`,
      'all',
      both(current, baseline, (f) => f.declined),
      met.declined,
    );
    ctx.report.add(
      `answers, ${label}: Recall@5 / MRR / nDCG@10`,
      '–',
      `${pct(current.recall5)} / ${current.mrr.toFixed(3)} / ${current.ndcg10.toFixed(3)} (previous ${pct(baseline.recall5)} / ${baseline.mrr.toFixed(3)} / ${baseline.ndcg10.toFixed(3)})`,
    );
  };
  for (const bot of bots) rowsFor(bot.slug, bot.current, bot.baseline);
  rowsFor(
    'overall',
    overall(bots, (b) => b.current),
    overall(bots, (b) => b.baseline),
  );
}
