/**
 * `npm run eval`: the answer evaluation over the seeded bots' knowledge (the repo's
 * question set), the current retriever beside the previous one, with the goals; exits
 * non-zero when a goal fails. `npm run eval -- --beir DIR` indexes a BEIR-format data
 * set (corpus.jsonl, queries.jsonl, qrels/test.tsv) and reports nDCG@10 and Recall@100.
 * `--json` prints the BEIR figures as one JSON line. `--misses` lists the questions the current retriever gets wrong.
 * `--ids odd` or `--ids even` keeps only the questions whose id number is odd or even: tune on
 * one half, then report the other, so a change is not fitted to the questions it is judged on.
 * The questions written as customers write (`cs-c01`…) are always held out (with the even
 * ids); `--set old` or `--set new` keeps only the original set or only those.
 * `--endpoint URL --model NAME` has the bots embed with an OpenAI-compatible embeddings
 * endpoint instead of the embedded model (its key from EVAL_EMBEDDINGS_API_KEY); `--bot SLUG`
 * keeps one bot's questions and `--first N` the first N of each kind per bot (a quick run);
 * `--json` then prints the overall figures as one JSON line.
 */
import { evaluateBeir } from './beir-eval';
import {
  EVAL_QUESTION_SETS,
  evalHalf,
  isWorded,
  type EvalQuestionSet,
} from '@switchboard/knowledge-service/seed';
import type { EvalEndpoint } from './eval-endpoint';
import { evaluateRepoSets, goalsMet, overall, type EvalFigures } from './repo-eval';

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

function rows(label: string, current: EvalFigures, baseline: EvalFigures): string[] {
  const cell = (pick: (f: EvalFigures) => number) =>
    `${pct(pick(current))} (${pct(pick(baseline))})`;
  return [
    `| ${label} | ${current.answerable} / ${current.unanswerable} | ${cell((f) => f.answer)} | ${cell((f) => f.firstSource)} | ${cell((f) => f.recall5)} | ${cell((f) => f.mrr)} | ${cell((f) => f.ndcg10)} | ${cell((f) => f.declined)} | ${cell((f) => f.wronglyDeclined)} | ${cell((f) => f.statedBeforeDecline)} |`,
  ];
}

function option(name: string, values: string[]): string | undefined {
  const at = process.argv.indexOf(name);
  if (at < 0) return undefined;
  const value = process.argv[at + 1];
  if (!value || !values.includes(value)) throw new Error(`${name} takes ${values.join(' or ')}`);
  return value;
}

function value(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  if (at < 0) return undefined;
  const given = process.argv[at + 1];
  if (!given || given.startsWith('--')) throw new Error(`${name} takes a value`);
  return given;
}

function half(sets: EvalQuestionSet[]): EvalQuestionSet[] {
  const parity = option('--ids', ['odd', 'even']);
  const set = option('--set', ['old', 'new']);
  const bot = value('--bot');
  const first = value('--first');
  const count = first === undefined ? Infinity : Number(first);
  if (!(count > 0)) throw new Error('--first takes a positive number');
  if (bot && !sets.some((s) => s.slug === bot))
    throw new Error(`--bot takes one of ${sets.map((s) => s.slug).join(', ')}`);
  const keep = (q: { id: string }) =>
    (parity === undefined || evalHalf(q.id) === parity) &&
    (set === undefined || isWorded(q.id) === (set === 'new'));
  return sets
    .filter((s) => bot === undefined || s.slug === bot)
    .map((s) => ({
      ...s,
      answerable: s.answerable.filter(keep).slice(0, count),
      unanswerable: s.unanswerable.filter(keep).slice(0, count),
    }));
}

function endpoint(): EvalEndpoint | undefined {
  const baseUrl = value('--endpoint');
  const model = value('--model');
  if (!baseUrl && !model) return undefined;
  if (!baseUrl || !model) throw new Error('--endpoint URL and --model NAME go together');
  return { baseUrl, model, apiKey: process.env.EVAL_EMBEDDINGS_API_KEY || undefined };
}

async function repo(): Promise<boolean> {
  const bots = await evaluateRepoSets(half(EVAL_QUESTION_SETS), endpoint());
  if (process.argv.includes('--misses'))
    for (const bot of bots)
      for (const miss of bot.misses)
        console.log(
          `✗ ${bot.slug} ${miss.id} "${miss.question}" wants ${miss.fact}\n  source rank ${miss.sourceRank ?? '-'}, cited ${miss.cited}: ${miss.answer.slice(0, 300)}${miss.declined ? `\n  declined, withheld: ${(miss.withheld ?? '').slice(0, 300)}` : ''}\n`,
        );
  const all = {
    current: overall(bots, (b) => b.current),
    baseline: overall(bots, (b) => b.baseline),
  };
  if (process.argv.includes('--json')) {
    // The figures alone, for a program to judge (the BEIR mode's --json does the same).
    console.log(JSON.stringify(all.current));
    return true;
  }
  console.log(
    '\nCurrent retriever (Okapi BM25 + synonyms, sentence answers); the previous retriever in brackets.\n',
  );
  console.log(
    '| bot | questions (answerable / not) | answer | first source | Recall@5 | MRR | nDCG@10 | out-of-scope declined | answerable wrongly declined | stated before any decline |\n|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const bot of bots) console.log(rows(bot.slug, bot.current, bot.baseline).join('\n'));
  console.log(rows('**overall**', all.current, all.baseline).join('\n'));
  const met = goalsMet(all.current);
  console.log(
    `\nGoals: answer ≥ 95%: ${met.answer ? 'pass' : 'FAIL'} · first source ≥ 95%: ${met.firstSource ? 'pass' : 'FAIL'} · every out-of-scope question declined: ${met.declined ? 'pass' : 'FAIL'}`,
  );
  return met.answer && met.firstSource && met.declined;
}

async function main(): Promise<void> {
  const beirAt = process.argv.indexOf('--beir');
  if (beirAt >= 0) {
    const dir = process.argv[beirAt + 1];
    if (!dir) throw new Error('--beir takes the data set folder');
    const json = process.argv.includes('--json');
    const result = await evaluateBeir(dir, json ? undefined : (text) => console.log(text));
    if (json) {
      console.log(JSON.stringify(result));
      return;
    }
    console.log(
      `\n| data set | documents | queries | nDCG@10 | Recall@100 |\n|---|---|---|---|---|\n| ${dir} | ${result.documents} | ${result.queries} | ${result.ndcg10.toFixed(3)} | ${result.recall100.toFixed(3)} |`,
    );
    return;
  }
  if (!(await repo())) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
