/**
 * `npx tsx bench/eval/embeddings/choice-pool-signals.ts POOL.json`: more signals for the answer
 * sentence's choice, scored offline on the pool choice-pool-dump.ts wrote, as choice-pool-score.ts
 * does (its "today" line equals `npm run eval`): the named things (places, products) a sentence
 * or its passage's title names that the question does not, and the passage's rank step scaled by
 * how far apart the top passages stand in cosine. Prints answers right / first source / out of
 * scope declined / answerable wrongly declined / stated, odd, held out, per bot and all, and the
 * questions each variant answers right that today does not (+) and the reverse (−). With
 * `--every-nearly-as-near`, every sentence of the chosen passage within 0.015 of its cosine joins
 * the answer (today the nearest only); with `--companion OUT.json`, another model's cosine
 * (choice-pool-companion.ts) weighed beside e5's; with `--decline-as-today`, the decline reads
 * today's choice whatever a variant says. Changes nothing.
 */
import { readFileSync } from 'node:fs';
import { states } from '../metrics';
import * as shared from './choice-pool';
import { evalGroups } from './eval-groups';

type Candidate = shared.PoolCandidate;
type Row = shared.PoolRow;
const { candidatesOf, readPool, standardised, worthiest } = shared;

/** What a variant adds to a candidate's worth (standardised cosine + kind of value), given its row. */
type Signal = (row: Row, pool: Candidate[]) => (c: Candidate) => number;

const TYPED = 0.75;
const RANK = 0.25;

const words = (text: string) => text.toLowerCase().match(/[a-z][a-z'-]+/g) ?? [];

/**
 * The words the pool's own text writes capitalised inside a sentence (never sentence-first, never
 * in lower case anywhere): its named things, "Kigali", "Uganda", "Nairobi", "Care Plus".
 */
function namedWords(row: Row): Set<string> {
  const capital = new Set<string>();
  const lower = new Set<string>();
  for (const c of row.pool) {
    if (c.heading) continue;
    const tokens = c.text.match(/[A-Za-z][A-Za-z'-]+/g) ?? [];
    tokens.forEach((t, i) => {
      if (/^[A-Z][a-z]/.test(t) && i > 0) capital.add(t.toLowerCase());
      else if (/^[a-z]/.test(t)) lower.add(t);
    });
  }
  return new Set([...capital].filter((w) => !lower.has(w)));
}

const rankStep =
  (step: (row: Row) => number): Signal =>
  (row) =>
  (c) =>
    -step(row) * c.chunk;

/** Top passages' cosine spread: the first passage's cosine less the lowest of the top 3. */
const spreadOf = (row: Row) => {
  const cos = row.passages.map((p) => p.cosine ?? 0);
  return Math.max(...cos) - Math.min(...cos);
};

function choose(row: Row, signal: Signal): Candidate | undefined {
  const pool = candidatesOf(row);
  if (!pool) return undefined;
  const near = standardised(pool.map((c) => c.cosine!));
  const extra = signal(row, pool);
  return worthiest(
    pool,
    pool.map((c, i) => near[i]! + (c.typed ? TYPED : 0) + extra(c)),
  );
}

/**
 * A control on the answer rather than the choice: every sentence of the chosen passage within
 * 0.015 of the chosen one's cosine joins (today: the nearest one only).
 */
let everyNearlyAsNear = false;

/**
 * The decline as today whatever is chosen: it reads today's choice's cosine (the evidence that a
 * sentence stands near the question) while the variant's choice is said; no verdict moves.
 */
let declineAsToday = false;

function said(row: Row, signal: Signal): shared.Said {
  const c = choose(row, signal);
  const judged = declineAsToday ? choose(row, VARIANTS.today!) : c;
  const answered =
    judged !== undefined &&
    judged.p !== null &&
    row.threshold !== null &&
    judged.p >= row.threshold;
  if (c && everyNearlyAsNear && row.fact !== undefined) {
    const more = row.pool.filter(
      (o) =>
        o.chunk === c.chunk &&
        !o.heading &&
        o.cosine! >= c.cosine! - 0.015 &&
        !c.answer.includes(o.text),
    );
    const answer = [c.answer, ...more.map((o) => o.text)].join(' ');
    return { answered, stated: states(answer, row.fact), rightDoc: c.rightDoc };
  }
  return { answered, stated: c?.stated ?? false, rightDoc: c?.rightDoc ?? false };
}

const figures = (rows: Row[], signal: Signal) =>
  shared.fiveFigures(rows, (row) => said(row, signal)).join(' / ');

const VARIANTS: Record<string, Signal> = { today: rankStep(() => RANK) };

// The named things a sentence (or its passage's title) names that the question does not.
for (const w of [0.25, 0.5, 1]) {
  VARIANTS[`sentence names a thing the question does not, −${w}`] = (row) => {
    const named = namedWords(row);
    const asked = new Set(words(row.question));
    return (c) =>
      -RANK * c.chunk -
      (words(c.text).some((t) => named.has(t) && !asked.has(t)) &&
      !words(c.text).some((t) => named.has(t) && asked.has(t))
        ? w
        : 0);
  };
  VARIANTS[`title names a thing the question does not, −${w}`] = (row) => {
    const named = namedWords(row);
    const asked = new Set(words(row.question));
    return (c) => {
      const title = words(row.passages[c.chunk]!.title);
      return (
        -RANK * c.chunk -
        (title.some((t) => named.has(t) && !asked.has(t)) &&
        !title.some((t) => named.has(t) && asked.has(t))
          ? w
          : 0)
      );
    };
  };
  VARIANTS[`sentence names a thing the question names, +${w}`] = (row) => {
    const named = namedWords(row);
    const asked = new Set(words(row.question));
    return (c) =>
      -RANK * c.chunk + (words(c.text).some((t) => named.has(t) && asked.has(t)) ? w : 0);
  };
}

// The rank step scaled by the top passages' spread in cosine, against its median over the set.
const spreads: number[] = [];
const median = () => {
  const s = [...spreads].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
for (const [name, f] of [
  ['× spread / median', (x: number) => x],
  ['× √(spread / median)', (x: number) => Math.sqrt(x)],
  ['× min(spread / median, 1)', (x: number) => Math.min(x, 1)],
  ['× max(spread / median, 1)', (x: number) => Math.max(x, 1)],
  ['0 below the median spread', (x: number) => (x < 1 ? 0 : 1)],
  ['0.5 above the median spread', (x: number) => (x < 1 ? 1 : 2)],
  ['0.125 below the median spread', (x: number) => (x < 1 ? 0.5 : 1)],
] as const)
  VARIANTS[`rank step ${name}`] = rankStep((row) => RANK * f(spreadOf(row) / median()));
// Instead of a step per place: the passage's cosine below the first passage's (raw, per 0.01).
for (const w of [0.5, 1, 2])
  VARIANTS[`no rank step, passage's cosine gap to the first, −${w} per 0.01`] = (row) => {
    const top = row.passages[0]!.cosine ?? 0;
    return (c) => -w * Math.max(0, top - (row.passages[c.chunk]!.cosine ?? 0)) * 100;
  };

// The sentence's BM25 rating and the kind of value, weighed more (measured before with the decline
// reading the chosen sentence; here worth scoring with --decline-as-today).
for (const w of [0.25, 0.5, 1])
  VARIANTS[`BM25 rating, ${w}`] = (_row, pool) => {
    const z = standardised(pool.map((c) => c.score));
    return (c) => -RANK * c.chunk + w * z[pool.indexOf(c)]!;
  };
for (const w of [0.25, 0.75])
  VARIANTS[`kind of value, +${w} more`] = () => (c) => -RANK * c.chunk + (c.typed ? w : 0);

// How far a sentence stands above its own passage's other sentences (in their deviations).
for (const w of [0.25, 0.5, 1])
  VARIANTS[`standing within its passage, ${w}`] = (_row, pool) => {
    const within = new Map<Candidate, number>();
    for (const chunk of new Set(pool.map((c) => c.chunk))) {
      const own = pool.filter((c) => c.chunk === chunk);
      standardised(own.map((c) => c.cosine!)).forEach((z, i) => within.set(own[i]!, z));
    }
    return (c) => -RANK * c.chunk + w * within.get(c)!;
  };

/** Each pool candidate's cosine on a companion model (choice-pool-companion.ts), by question id. */
let companion: Record<string, number[]> | undefined;

function companionVariants(): void {
  for (const w of [0.25, 0.5, 1, 2, 100])
    VARIANTS[`companion model's cosine, ${w === 100 ? 'alone' : w}`] = (row, pool) => {
      const theirs = companion![row.id]!;
      const z = standardised(pool.map((c) => theirs[row.pool.indexOf(c)]!));
      return (c) => -RANK * c.chunk + w * z[pool.indexOf(c)]!;
    };
}

function main(): void {
  const at = process.argv.indexOf('--companion');
  if (at > 0) {
    companion = JSON.parse(readFileSync(process.argv[at + 1]!, 'utf8')) as Record<string, number[]>;
    companionVariants();
  }
  const rows = readPool(process.argv[2]);
  spreads.push(...rows.map(spreadOf));
  const groups = evalGroups<Row>();
  console.log(`| choice | ${groups.map(([g]) => g).join(' | ')} |`);
  console.log(`|---|${groups.map(() => '---').join('|')}|`);
  const right = (row: Row, signal: Signal) => {
    const s = said(row, signal);
    return row.fact !== undefined && s.answered && s.stated;
  };
  everyNearlyAsNear = process.argv.includes('--every-nearly-as-near');
  declineAsToday = process.argv.includes('--decline-as-today');
  for (const [name, signal] of Object.entries(VARIANTS)) {
    console.log(
      `| ${name} | ${groups.map(([, keep]) => figures(rows.filter(keep), signal)).join(' | ')} |`,
    );
    const gained = rows.filter((r) => right(r, signal) && !right(r, VARIANTS.today!));
    const lost = rows.filter((r) => !right(r, signal) && right(r, VARIANTS.today!));
    if (gained.length + lost.length > 0)
      console.log(
        `|   | + ${gained.map((r) => r.id).join(' ')} − ${lost.map((r) => r.id).join(' ')} |`,
      );
  }
}

main();
