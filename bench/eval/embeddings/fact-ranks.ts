/**
 * `npx tsx bench/eval/embeddings/fact-ranks.ts RANKS.json [ID ...]`: reads what
 * fact-ranks-dump.ts wrote. With ids, where the best passage stating each one's fact stands by
 * BM25, by vector and fused, and what ranks above it. Without, the fused ranking re-made offline
 * under other fusion constants (the reciprocal-rank k, the vector side's weight, the outdated
 * weight), with fact-in-top-3, Recall@3 and MRR of the fact's passage on the odd and the even
 * ids. Changes nothing.
 */
import { readFileSync } from 'node:fs';
import { reciprocalRankFusion } from '@switchboard/embedding-model';

interface Chunk {
  title: string;
  doc: string;
  chars: number;
  outdated: boolean;
  fact: boolean;
  head: string;
}
interface Row {
  id: string;
  group: string;
  question: string;
  fact: string;
  fused: number[];
  bm25: number[];
  vector: number[];
  cosine: Record<string, number>;
  chunks: Record<string, Chunk>;
}

interface Variant {
  name: string;
  k: number;
  vectorWeight: number;
  outdated: number;
  /** At most this many of one document's passages in the top 3 (3: no cap). */
  perDoc?: number;
}

const rankIn = (list: number[], row: Row) => {
  const at = list.findIndex((id) => row.chunks[id]?.fact);
  return at < 0 ? null : at + 1;
};

const fuse = (row: Row, v: Variant) => {
  const order = reciprocalRankFusion([row.bm25, row.vector], {
    k: v.k,
    weights: [1, v.vectorWeight],
  })
    .map((item) => ({
      id: item.id,
      score: item.score * (row.chunks[item.id]?.outdated ? v.outdated : 1),
    }))
    .sort((a, b) => b.score - a.score)
    .map((item) => item.id);
  return capped(order, row, v.perDoc ?? 3);
};

// One document's passages past `perDoc` in the top 3 wait below the others' best.
function capped(order: number[], row: Row, perDoc: number): number[] {
  const top: number[] = [];
  const waiting: number[] = [];
  for (const id of order) {
    if (top.length === 3) break;
    const same = top.filter((o) => row.chunks[o]?.doc === row.chunks[id]?.doc).length;
    (same < perDoc ? top : waiting).push(id);
  }
  return [...top, ...waiting, ...order.filter((id) => !top.includes(id) && !waiting.includes(id))];
}

function describe(rows: Row[], ids: string[]): void {
  for (const row of rows.filter((r) => ids.includes(r.id))) {
    const show = (id: number) => {
      const c = row.chunks[id]!;
      return `${c.doc} «${c.title}» ${c.chars}ch cos ${row.cosine[id]?.toFixed(3) ?? '-'}${c.outdated ? ' OUTDATED' : ''}${c.fact ? ' FACT' : ''}`;
    };
    console.log(`${row.id} [${row.group}] ${row.question}\n   fact: ${row.fact}`);
    console.log(
      `   fact passage by BM25 #${rankIn(row.bm25, row) ?? '>50'}, by vector #${rankIn(row.vector, row) ?? '>50'}, fused #${rankIn(row.fused, row) ?? '-'}`,
    );
    const best = row.fused.find((id) => row.chunks[id]?.fact);
    if (best !== undefined) console.log(`   fact: ${show(best)}: ${row.chunks[best]!.head}`);
    row.fused.slice(0, 3).forEach((id, i) => console.log(`   #${i + 1} ${show(id)}`));
  }
}

function score(rows: Row[], v: Variant) {
  const ofHalf = (half: string) => {
    const part = rows.filter((r) => r.group === half);
    const ranks = part.map((r) => rankIn(fuse(r, v), r));
    const within = (n: number) => ranks.filter((r) => r !== null && r <= n).length;
    return {
      top3: within(3),
      n: part.length,
      mrr: ranks.reduce<number>((s, r) => s + (r ? 1 / r : 0), 0) / part.length,
      top1: within(1),
    };
  };
  const fmt = (s: ReturnType<typeof ofHalf>) =>
    `top1 ${s.top1}/${s.n} top3 ${s.top3}/${s.n} (${((100 * s.top3) / s.n).toFixed(1)}) MRR ${s.mrr.toFixed(3)}`;
  const all = rows.map((r) => rankIn(fuse(r, v), r));
  const out = rows.filter((r, i) => (rankIn(r.fused, r) ?? 99) <= 3 && (all[i] ?? 99) > 3);
  const inn = rows.filter((r, i) => (rankIn(r.fused, r) ?? 99) > 3 && (all[i] ?? 99) <= 3);
  console.log(
    `${v.name.padEnd(26)} odd ${fmt(ofHalf('odd'))} | even ${fmt(ofHalf('even'))} | in ${inn.map((r) => r.id).join(',')} out ${out.map((r) => r.id).join(',')}`,
  );
}

function main(): void {
  const [dump, ...ids] = process.argv.slice(2);
  if (!dump) throw new Error('fact-ranks.ts takes the file fact-ranks-dump.ts wrote');
  const rows = JSON.parse(readFileSync(dump, 'utf8')) as Row[];
  if (ids.length > 0) return describe(rows, ids);
  const variants: Variant[] = [
    { name: 'today (k 60, 1:1, 0.75)', k: 60, vectorWeight: 1, outdated: 0.75 },
  ];
  for (const k of [5, 10, 20, 30, 100])
    variants.push({ name: `k ${k}`, k, vectorWeight: 1, outdated: 0.75 });
  for (const w of [0.6, 0.8, 1.25, 1.5, 2])
    variants.push({ name: `vector ×${w}`, k: 60, vectorWeight: w, outdated: 0.75 });
  for (const o of [0.5, 0.9, 1])
    variants.push({ name: `outdated ×${o}`, k: 60, vectorWeight: 1, outdated: o });
  for (const k of [10, 60])
    for (const w of [1.1, 1.2, 1.3, 1.4])
      variants.push({ name: `k ${k}, vector ×${w}`, k, vectorWeight: w, outdated: 0.75 });
  for (const perDoc of [1, 2])
    for (const w of [1, 1.2])
      variants.push({
        name: `${perDoc} per doc, vector ×${w}`,
        k: 60,
        vectorWeight: w,
        outdated: 0.75,
        perDoc,
      });
  for (const v of variants) score(rows, v);
}

main();
