/**
 * `npx tsx bench/eval/embeddings/choice-pool-score.ts POOL.json`: ways of choosing the answer
 * sentence scored offline on the pool choice-pool-dump.ts wrote, without the service: each
 * weighs the standardised cosine with other things a choice can read, and what it chooses is
 * read off the pool (the answer around it, the fact stated, the decline's probability). The
 * first line, today's weights, gives `npm run eval`'s figures on every set. Prints answers right /
 * first source / out of scope declined / answerable wrongly declined / stated, odd, held out
 * and per bot. Changes nothing.
 */
import { readFileSync } from 'node:fs';
import { mean } from '../metrics';
import { evalGroups } from './eval-groups';

interface Candidate {
  chunk: number;
  heading: boolean;
  score: number;
  typed: boolean;
  cosine: number | null;
  terms: string[];
  stated: boolean;
  rightDoc: boolean;
  p: number | null;
}

interface Row {
  id: string;
  slug: string;
  group: 'odd' | 'even' | 'new';
  fact?: string;
  asked: string[];
  threshold: number | null;
  passages: { cosine: number | null; titleTerms: string[] }[];
  pool: Candidate[];
}

/** What a choice may weigh beside the cosine, each in standard deviations of the pool's cosines. */
interface Weights {
  typed: number;
  rank: number;
  passageCosine?: number;
  lexical?: number;
  titleWords?: number;
  heldWords?: number;
}

const TODAY: Weights = { typed: 0.75, rank: 0.25 };

const VARIANTS: Record<string, Weights> = { today: TODAY };
for (const w of [0.25, 0.5, 1]) {
  VARIANTS[`passage cosine ${w}`] = { ...TODAY, passageCosine: w };
  VARIANTS[`BM25 rating ${w}`] = { ...TODAY, lexical: w };
  VARIANTS[`question words in title ${w}`] = { ...TODAY, titleWords: w };
  VARIANTS[`question words held ${w}`] = { ...TODAY, heldWords: w };
}
for (const typed of [0.5, 1, 1.5]) VARIANTS[`kind of value ${typed}`] = { ...TODAY, typed };
for (const rank of [0, 0.125, 0.5]) VARIANTS[`rank step ${rank}`] = { ...TODAY, rank };

function standardised(values: number[]): number[] {
  const m = mean(values);
  const sd = Math.sqrt(mean(values.map((v) => (v - m) ** 2)));
  return values.map((v) => (sd > 0 ? (v - m) / sd : 0));
}

function choose(row: Row, w: Weights): Candidate | undefined {
  const prose = row.pool.filter((c) => !c.heading);
  const pool = prose.length > 0 ? prose : row.pool;
  if (pool.length === 0 || pool.some((c) => c.cosine === null)) return undefined;
  const asked = new Set(row.asked);
  const share = (terms: string[]) =>
    terms.filter((t) => asked.has(t)).length / Math.max(asked.size, 1);
  const near = standardised(pool.map((c) => c.cosine!));
  const passage = standardised(pool.map((c) => row.passages[c.chunk]!.cosine ?? 0));
  const lexical = standardised(pool.map((c) => c.score));
  const worth = pool.map(
    (c, i) =>
      near[i]! +
      (c.typed ? w.typed : 0) -
      w.rank * c.chunk +
      (w.passageCosine ?? 0) * passage[i]! +
      (w.lexical ?? 0) * lexical[i]! +
      (w.titleWords ?? 0) * share(row.passages[c.chunk]!.titleTerms) +
      (w.heldWords ?? 0) * share(c.terms),
  );
  let best = 0;
  for (let i = 1; i < pool.length; i += 1) if (worth[i]! > worth[best]!) best = i;
  return pool[best];
}

function figures(rows: Row[], w: Weights): string {
  const answerable = rows.filter((r) => r.fact !== undefined);
  const outOfScope = rows.filter((r) => r.fact === undefined);
  const said = (r: Row) => {
    const c = choose(r, w);
    const answered = c !== undefined && c.p !== null && r.threshold !== null && c.p >= r.threshold;
    return { c, answered };
  };
  const pct = (list: Row[], f: (r: Row) => boolean) =>
    (100 * mean(list.map((r) => (f(r) ? 1 : 0)))).toFixed(1);
  return [
    pct(answerable, (r) => {
      const { c, answered } = said(r);
      return answered && c!.stated;
    }),
    pct(answerable, (r) => {
      const { c, answered } = said(r);
      return answered && c!.rightDoc;
    }),
    pct(outOfScope, (r) => !said(r).answered),
    pct(answerable, (r) => !said(r).answered),
    pct(answerable, (r) => said(r).c?.stated === true),
  ].join(' / ');
}

function main(): void {
  const rows = JSON.parse(
    readFileSync(process.argv[2] ?? '/tmp/choice-pool.json', 'utf8'),
  ) as Row[];
  const groups = evalGroups<Row>();
  console.log(`| choice | ${groups.map(([g]) => g).join(' | ')} |`);
  console.log(`|---|${groups.map(() => '---').join('|')}|`);
  for (const [name, w] of Object.entries(VARIANTS))
    console.log(
      `| ${name} | ${groups.map(([, keep]) => figures(rows.filter(keep), w)).join(' | ')} |`,
    );
}

main();
