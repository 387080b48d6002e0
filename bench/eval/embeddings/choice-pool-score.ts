/**
 * `npx tsx bench/eval/embeddings/choice-pool-score.ts POOL.json`: ways of choosing the answer
 * sentence scored offline on the pool choice-pool-dump.ts wrote, without the service: each
 * weighs the standardised cosine with other things a choice can read, and what it chooses is
 * read off the pool (the answer around it, the fact stated, the decline's probability). The
 * first line, today's weights, gives `npm run eval`'s figures on every set. Prints answers right /
 * first source / out of scope declined / answerable wrongly declined / stated / the answers' mean
 * length in characters (answerable questions), odd, held out and per bot; with `--join` also the
 * share of all questions answered (past the decline) with a joined sentence. The answer step now
 * joins such a sentence itself (answer-sentence.ts), so a pool dumped since holds it in every
 * answer: the --join lines were scored on a pool of the code before it (c7ec3fd). With `--join`, today's choice with a nearly-as-near
 * sentence of another of the top passages joining its answer, in several bounds. Changes nothing.
 */
import { holdsWanted, marksOutdated, wantedTypes } from '@switchboard/knowledge-service/retrieval';
import { mean, states } from '../metrics';
import {
  candidatesOf,
  fiveFigures,
  readPool,
  standardised,
  worthiest,
  type PoolCandidate as Candidate,
  type PoolRow as Row,
  type Said as BaseSaid,
} from './choice-pool';
import { evalGroups } from './eval-groups';

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

function choose(row: Row, w: Weights): Candidate | undefined {
  const pool = candidatesOf(row);
  if (!pool) return undefined;
  const asked = new Set(row.asked);
  const share = (terms: string[]) =>
    terms.filter((t) => asked.has(t)).length / Math.max(asked.size, 1);
  const near = standardised(pool.map((c) => c.cosine!));
  const passage = standardised(pool.map((c) => row.passages[c.chunk]!.cosine ?? 0));
  const lexical = standardised(pool.map((c) => c.score));
  return worthiest(
    pool,
    pool.map(
      (c, i) =>
        near[i]! +
        (c.typed ? w.typed : 0) -
        w.rank * c.chunk +
        (w.passageCosine ?? 0) * passage[i]! +
        (w.lexical ?? 0) * lexical[i]! +
        (w.titleWords ?? 0) * share(row.passages[c.chunk]!.titleTerms) +
        (w.heldWords ?? 0) * share(c.terms),
    ),
  );
}

/** What answering a question with a rule gives, with the answer's length. */
interface Said extends BaseSaid {
  length: number | null;
  /** Whether a sentence of another passage joined the answer. */
  joined: boolean;
}

/** How a nearly-as-near sentence of another of the top passages may join the chosen answer. */
interface Join {
  /** Within this of the chosen sentence's cosine. */
  within: number;
  /** Only from another document than the chosen passage's. */
  otherDocument: boolean;
  /** Not from a page whose title marks it outdated (outdated-title.ts). */
  current: boolean;
  /** Not when its words are all in the answer already (its title included). */
  fresh: boolean;
  /** Not when the joined answer would be longer than this. */
  maxChars: number;
  /** Only a sentence holding a word asked (its BM25 rating above 0). */
  lexical?: boolean;
  /** When the question asks for a kind of value (answer-type.ts), only a sentence holding one. */
  typed?: boolean;
  /**
   * A control: the chosen passage's own next nearest sentence instead (as a wider cut-off within
   * the passage would), so the answer grows alike without reading another passage.
   */
  samePassage?: boolean;
  /**
   * Instead of the cosine: the only sentence of the top passages holding a word asked that the
   * answer lacks, when it stands in the chosen passage (a several-fact question's second fact,
   * cs-c11's "There is no interest.", is far in meaning but alone in holding "interest").
   */
  missingWord?: boolean;
}

function joined(row: Row, chosen: Candidate, join: Join): Candidate | undefined {
  const held = new Set([
    ...row.passages[chosen.chunk]!.titleTerms,
    ...row.pool
      .filter((c) => c.chunk === chosen.chunk && chosen.answer.includes(c.text))
      .flatMap((c) => c.terms),
  ]);
  if (join.missingWord) {
    for (const term of row.asked.filter((t) => !held.has(t))) {
      const holders = row.pool.filter((c) => !c.heading && c.terms.includes(term));
      const only = holders.length === 1 ? holders[0]! : undefined;
      if (only && only.chunk === chosen.chunk && !chosen.answer.includes(only.text)) return only;
    }
    return undefined;
  }
  const doc = row.passages[chosen.chunk]!.doc;
  const wanted = wantedTypes(row.question);
  return row.pool
    .filter(
      (c) =>
        (join.samePassage
          ? c.chunk === chosen.chunk && !chosen.answer.includes(c.text)
          : c.chunk !== chosen.chunk) &&
        !c.heading &&
        c.cosine !== null &&
        c.cosine >= chosen.cosine! - join.within &&
        !(join.otherDocument && row.passages[c.chunk]!.doc === doc) &&
        !(join.current && marksOutdated(row.passages[c.chunk]!.title)) &&
        !(join.lexical && c.score <= 0) &&
        !(join.typed && wanted.length > 0 && !holdsWanted(c.text, wanted)) &&
        !(join.fresh && c.terms.every((t) => held.has(t))) &&
        chosen.answer.length + 1 + c.text.length <= join.maxChars,
    )
    .sort((a, b) => b.cosine! - a.cosine!)[0];
}

function saying(w: Weights, join?: Join): (row: Row) => Said {
  return (row) => {
    const c = choose(row, w);
    const answered =
      c !== undefined && c.p !== null && row.threshold !== null && c.p >= row.threshold;
    if (!c) return { answered, stated: false, rightDoc: false, length: null, joined: false };
    const other = join ? joined(row, c, join) : undefined;
    const answer = other ? `${c.answer} ${other.text}` : c.answer;
    return {
      answered,
      stated: row.fact !== undefined && states(answer, row.fact),
      rightDoc: c.rightDoc,
      length: answer.length,
      joined: other !== undefined,
    };
  };
}

function figures(rows: Row[], said: (row: Row) => Said): string {
  const answerable = rows.filter((r) => r.fact !== undefined);
  const lengths = answerable.map((r) => said(r).length).filter((l): l is number => l !== null);
  const joined = (
    100 * mean(rows.map((r) => (said(r).answered && said(r).joined ? 1 : 0)))
  ).toFixed(1);
  return [...fiveFigures(rows, said), mean(lengths).toFixed(0), joined].join(' / ');
}

const JOINS: Record<string, Join> = {};
const ANY: Join = {
  within: 0.015,
  otherDocument: false,
  current: false,
  fresh: false,
  maxChars: Infinity,
};
for (const within of [0.005, 0.0075, 0.01, 0.0125, 0.015, 0.02, 0.025, 0.03])
  JOINS[`another passage within ${within}`] = { ...ANY, within };
for (const within of [0.01, 0.0125, 0.015, 0.02]) {
  const bounded = { ...ANY, within, current: true, fresh: true };
  JOINS[`${within}, current page, new words`] = bounded;
  JOINS[`${within}, current page, new words, another document`] = {
    ...bounded,
    otherDocument: true,
  };
  for (const maxChars of [200, 250, 300, 350])
    JOINS[`${within}, current page, new words, at most ${maxChars} characters`] = {
      ...bounded,
      maxChars,
    };
}

for (const within of [0.0125, 0.015, 0.02, 0.03]) {
  const bounded = { ...ANY, within, current: true, fresh: true, otherDocument: true };
  JOINS[`${within}, another current document, new words, a word asked`] = {
    ...bounded,
    lexical: true,
  };
  JOINS[`${within}, another current document, new words, the kind of value asked`] = {
    ...bounded,
    typed: true,
  };
  JOINS[`${within}, another current document, new words, a word and the kind asked`] = {
    ...bounded,
    lexical: true,
    typed: true,
  };
}
for (const within of [0.02, 0.03, 0.05, 0.1])
  JOINS[`control: the same passage's next nearest within ${within}`] = {
    ...ANY,
    within,
    samePassage: true,
  };

JOINS["the chosen passage's only sentence holding a word asked the answer lacks"] = {
  ...ANY,
  missingWord: true,
};

function main(): void {
  const rows = readPool(process.argv[2]);
  const groups = evalGroups<Row>();
  const table = (variants: [string, (row: Row) => Said][]) => {
    console.log(`| choice | ${groups.map(([g]) => g).join(' | ')} |`);
    console.log(`|---|${groups.map(() => '---').join('|')}|`);
    for (const [name, said] of variants)
      console.log(
        `| ${name} | ${groups.map(([, keep]) => figures(rows.filter(keep), said)).join(' | ')} |`,
      );
  };
  if (process.argv.includes('--join'))
    table([
      ['today', saying(TODAY)],
      ...Object.entries(JOINS).map(([name, join]): [string, (row: Row) => Said] => [
        name,
        saying(TODAY, join),
      ]),
    ]);
  else table(Object.entries(VARIANTS).map(([name, w]) => [name, saying(w)]));
}

main();
