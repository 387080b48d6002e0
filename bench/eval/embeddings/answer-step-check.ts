/**
 * `npx tsx bench/eval/embeddings/answer-step-check.ts [--ids odd|even] [--show odd|even|all]`:
 * the chat's answer step over every evaluation question, in-process, with the figures the
 * decline hides: whether the sentence it chose (answered or withheld) states the fact, whether
 * that sentence's passage is the right document, and the answers' mean length in characters.
 * Prints each half, set and bot, and with --show the questions whose chosen sentence misses,
 * with what it chose. Changes nothing.
 */
import { DEFAULT_MODEL_ID } from '@switchboard/embedding-model';
import { answerQuestion } from '@switchboard/knowledge-service/retrieval';
import {
  EVAL_QUESTION_SETS,
  evalHalf,
  isWorded,
  type AnswerableQuestion,
} from '@switchboard/knowledge-service/seed';
import { mean, states } from '../metrics';
import { startAnswerStepPlatform } from './answer-step-platform';

interface Row {
  id: string;
  slug: string;
  group: 'odd' | 'even' | 'new';
  answerable: boolean;
  question: string;
  fact?: string;
  source?: string;
  declined: boolean;
  right: boolean;
  firstSource: boolean;
  stated: boolean;
  statedSource: boolean;
  text: string;
  cited: string | null;
}

const pct = (v: number) => `${(v * 100).toFixed(1)}`;

function line(label: string, rows: Row[]): string {
  const a = rows.filter((r) => r.answerable);
  const u = rows.filter((r) => !r.answerable);
  const share = (list: Row[], f: (r: Row) => boolean) => pct(mean(list.map((r) => (f(r) ? 1 : 0))));
  const length = mean(a.filter((r) => r.text !== '').map((r) => r.text.length)).toFixed(0);
  return `| ${label} | ${a.length}/${u.length} | ${share(a, (r) => r.right)} | ${share(a, (r) => r.firstSource)} | ${share(a, (r) => r.stated)} | ${share(a, (r) => r.statedSource)} | ${share(u, (r) => r.declined)} | ${share(a, (r) => r.declined)} | ${length} |`;
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
}

async function main(): Promise<void> {
  const only = option('--ids');
  const show = option('--show');
  const { db, vectors, names, close } = await startAnswerStepPlatform(DEFAULT_MODEL_ID);
  const rows: Row[] = [];
  try {
    for (const set of EVAL_QUESTION_SETS)
      for (const q of [...set.answerable, ...set.unanswerable]) {
        const group = isWorded(q.id) ? 'new' : evalHalf(q.id);
        if (only && (only === 'odd') !== (group === 'odd')) continue;
        const { answer } = await answerQuestion(db, set.slug, q.question, 5, vectors, 'public');
        const shown = answer.withheld ?? answer;
        const cited = shown.sources[0] ? (names.get(shown.sources[0].id) ?? null) : null;
        const { fact, source } = q as Partial<AnswerableQuestion>;
        const declined = answer.outcome === 'declined';
        rows.push({
          id: q.id,
          slug: set.slug,
          group,
          answerable: fact !== undefined,
          question: q.question,
          fact,
          source,
          declined,
          right: !declined && fact !== undefined && states(answer.answer, fact),
          firstSource: !declined && cited === source,
          stated: fact !== undefined && shown.sources.length > 0 && states(shown.answer, fact),
          statedSource: shown.sources.length > 0 && cited === source,
          text: shown.sources.length > 0 ? shown.answer : '',
          cited,
        });
      }
  } finally {
    await close();
  }
  console.log(
    '| set | questions | answer | first source | stated before decline | its source | out-of-scope declined | wrongly declined | answer length |\n|---|---|---|---|---|---|---|---|---|',
  );
  for (const group of ['odd', 'even', 'new'] as const) {
    const inGroup = rows.filter((r) => r.group === group);
    if (inGroup.length === 0) continue;
    for (const slug of new Set(inGroup.map((r) => r.slug)))
      console.log(
        line(
          `${group} ${slug}`,
          inGroup.filter((r) => r.slug === slug),
        ),
      );
    console.log(line(`**${group}**`, inGroup));
  }
  console.log(
    line(
      '**held out (even + new)**',
      rows.filter((r) => r.group !== 'odd'),
    ),
  );
  console.log(line('**all**', rows));
  if (show)
    for (const r of rows)
      if (r.answerable && (show === 'all' || r.group === show) && !(r.stated && r.statedSource))
        console.log(
          `✗ ${r.id}${r.declined ? ' (declined)' : ''} "${r.question}" wants "${r.fact}" @ ${r.source}\n  ${r.cited}: ${r.text.slice(0, 300)}\n`,
        );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
