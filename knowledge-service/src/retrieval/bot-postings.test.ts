import { bm25, DEFAULT_BM25, type ScoredTerm } from './bm25';
import { BotPostings, type IndexedChunk } from './bot-postings';
import { marksOutdated } from './outdated-title';

const chunk = (id: number, title: string, counts: Record<string, number>): IndexedChunk => ({
  id,
  seq: id,
  title,
  documentId: `doc-${id}`,
  terms: Object.keys(counts).sort(),
  tfs: Object.keys(counts)
    .sort()
    .map((term) => counts[term]!),
});

const CHUNKS = [
  chunk(1, 'Returns', { return: 2, refund: 1, day: 1 }),
  chunk(2, 'Returns (2024, superseded)', { return: 2, refund: 1, day: 1 }),
  chunk(3, 'Delivery', { deliveri: 3, day: 2, kisumu: 1, order: 1 }),
  chunk(4, 'Refunds', { refund: 4, card: 1 }),
  chunk(5, 'Returns copy', { return: 2, refund: 1, day: 1 }),
];
// "return" asked, "refund" its synonym (one group); "day" a second word.
const TERMS: ScoredTerm[] = [
  { term: 'return', group: 0, value: 2.1 },
  { term: 'refund', group: 0, value: 1.05 },
  { term: 'day', group: 1, value: 0.8 },
];
const AVG = 3;
const weightOf = (title: string) => (marksOutdated(title) ? 0.75 : 1);

function filled(): BotPostings {
  const postings = new BotPostings(marksOutdated);
  for (const c of CHUNKS) postings.upsert(c);
  return postings;
}

/** bm25.ts's own sum over a chunk's counts, times the title's weight: the reference. */
function expected(c: IndexedChunk): number {
  const tf = (term: string) => c.tfs[c.terms.indexOf(term)] ?? 0;
  return bm25(TERMS, tf, c.terms.length, AVG, DEFAULT_BM25) * weightOf(c.title);
}

const referenceRanking = (chunks: IndexedChunk[]) =>
  chunks
    .map((c) => ({ id: c.id, score: expected(c) }))
    .filter((h) => h.score > 0)
    .sort((a, b) => b.score - a.score || a.id - b.id);

describe('BotPostings', () => {
  it('ranks every chunk holding a term by BM25 (a group scores its best term), equal scores by id', () => {
    const hits = filled().rank(TERMS, AVG, DEFAULT_BM25, weightOf, 10);
    const reference = referenceRanking(CHUNKS);
    expect(hits.map((h) => h.id)).toEqual(reference.map((h) => h.id));
    hits.forEach((hit, i) => expect(hit.score).toBeCloseTo(reference[i]!.score, 12));
    // Chunks 1 and 5 hold the same counts: the lower id first, whatever order they came in.
    expect(hits.map((h) => h.id).slice(0, 2)).toEqual([1, 5]);
    expect(
      filled()
        .rank(TERMS, AVG, DEFAULT_BM25, weightOf, 2)
        .map((h) => h.id),
    ).toEqual([1, 5]);
  });

  it('passes over the chunks of the documents named (private ones, for a public asker)', () => {
    const hits = filled().rank(TERMS, AVG, DEFAULT_BM25, weightOf, 10, new Set(['doc-1', 'doc-3']));
    const reference = referenceRanking(CHUNKS.filter((c) => c.id !== 1 && c.id !== 3));
    expect(hits.map((h) => h.id)).toEqual(reference.map((h) => h.id));
  });

  it('scores one chunk as rank() does, and says which terms it holds in byte order', () => {
    const postings = filled();
    for (const hit of postings.rank(TERMS, AVG, DEFAULT_BM25, weightOf, 10))
      expect(postings.scoreOf(hit.id, TERMS, AVG, DEFAULT_BM25, weightOf)).toBe(hit.score);
    expect(postings.scoreOf(99, TERMS, AVG, DEFAULT_BM25, weightOf)).toBe(0);
    expect(postings.matched(3, ['day', 'return', 'deliveri'])).toEqual([
      { term: 'day', tf: 2 },
      { term: 'deliveri', tf: 3 },
    ]);
  });

  it('replaces a chunk written again and drops a removed one, sweeping dead slots without changing a ranking', () => {
    const postings = filled();
    postings.upsert(chunk(4, 'Refunds', { card: 1 }));
    postings.remove(5);
    expect(postings.size).toBe(4);
    const ids = postings.rank(TERMS, AVG, DEFAULT_BM25, weightOf, 10).map((h) => h.id);
    const left = [
      ...CHUNKS.filter((c) => c.id !== 4 && c.id !== 5),
      chunk(4, 'Refunds', { card: 1 }),
    ];
    expect(ids).toEqual(referenceRanking(left).map((h) => h.id));
    expect(ids).not.toContain(4);
    // Thousands written and removed: the dead are swept, the living still rank alike.
    for (let id = 100; id < 3100; id++) postings.upsert(chunk(id, 'Filler', { day: 1 }));
    for (let id = 100; id < 3100; id++) postings.remove(id);
    expect(postings.size).toBe(4);
    expect(postings.rank(TERMS, AVG, DEFAULT_BM25, weightOf, 10).map((h) => h.id)).toEqual(ids);
    expect(postings.matched(3, ['day'])).toEqual([{ term: 'day', tf: 2 }]);
  });
});
