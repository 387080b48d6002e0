/**
 * `npx tsx bench/eval/embeddings/choice-pool-misses.ts POOL.json`: every answerable question
 * whose chosen answer (today's choice, read off the pool choice-pool-dump.ts wrote) does not
 * state the fact, with where the sentence stating it stands (else one whose answer would): which
 * of the top 3 passages, its rank among the pool's sentences by cosine and by words, and the
 * cosine it stands below the chosen one; or that none of the top 3 passages' sentences states it.
 * Changes nothing.
 */
import { states } from '../metrics';
import { readPool, type PoolCandidate as Candidate } from './choice-pool';

const rankOf = (pool: Candidate[], c: Candidate, by: (c: Candidate) => number) =>
  1 + pool.filter((o) => by(o) > by(c)).length;

function main(): void {
  const rows = readPool(process.argv[2]);
  const classes = new Map<string, string[]>();
  for (const row of rows) {
    if (row.fact === undefined) continue;
    const chosen = row.pool.find((c) => c.current);
    if (chosen?.stated) continue;
    const prose = row.pool.filter((c) => !c.heading);
    // The sentence that states the fact itself; else one whose answer does (a neighbour or a join).
    const own = prose.filter((c) => states(c.text, row.fact!));
    const right = (own.length > 0 ? own : prose.filter((c) => c.stated)).sort(
      (a, b) => (b.cosine ?? 0) - (a.cosine ?? 0),
    );
    const best = right[0];
    const where = best
      ? best.chunk === chosen?.chunk
        ? 'same passage, another sentence'
        : `passage ${best.chunk + 1} of 3 (chosen ${chosen ? chosen.chunk + 1 : '-'})`
      : row.passages.some((p) => p.factHere)
        ? 'fact in a top-3 passage, no sentence of it states it alone'
        : 'not in the top 3';
    const list = classes.get(where) ?? [];
    list.push(row.id);
    classes.set(where, list);
    console.log(`${row.id} [${row.group}] ${row.question}`);
    console.log(`   fact: ${row.fact} | ${where}`);
    console.log(
      `   chosen (p${chosen ? chosen.chunk + 1 : '-'}, cos ${chosen?.cosine?.toFixed(3)}): ${chosen?.text.slice(0, 110)}`,
    );
    if (best)
      console.log(
        `   right  (p${best.chunk + 1}, cos ${best.cosine?.toFixed(3)}, by cosine #${rankOf(prose, best, (c) => c.cosine ?? 0)}, by words #${rankOf(prose, best, (c) => c.score)} of ${prose.length}): ${best.text.slice(0, 110)}`,
      );
    console.log(
      `   titles: ${row.passages.map((p) => `${p.title} (${p.cosine?.toFixed(3)})`).join(' | ')}`,
    );
  }
  console.log('\nclasses:');
  for (const [where, ids] of classes) console.log(`${ids.length}  ${where}: ${ids.join(' ')}`);
}

main();
