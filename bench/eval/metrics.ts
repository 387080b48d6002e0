/** Ranking and answer figures of an evaluation, each a share in [0, 1]. */

/** Recall@k with one relevant document per question: 1 when it is among the first k. */
export const recallAt = (ranked: string[], relevant: Set<string>, k: number) =>
  relevant.size === 0
    ? 0
    : ranked.slice(0, k).filter((id) => relevant.has(id)).length / relevant.size;

/** Reciprocal rank of the first relevant document (0 when none is ranked). */
export function reciprocalRank(ranked: string[], relevant: Set<string>): number {
  const at = ranked.findIndex((id) => relevant.has(id));
  return at === -1 ? 0 : 1 / (at + 1);
}

/**
 * nDCG@k with graded relevance (BEIR's qrels grade; 1 for the repo set), the trec_eval
 * formula BEIR reports: gain / log2(rank + 1), over the ideal ordering of the grades.
 */
export function ndcgAt(ranked: string[], grades: Map<string, number>, k: number): number {
  const dcg = ranked
    .slice(0, k)
    .reduce((sum, id, i) => sum + (grades.get(id) ?? 0) / Math.log2(i + 2), 0);
  const ideal = [...grades.values()]
    .filter((grade) => grade > 0)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, grade, i) => sum + grade / Math.log2(i + 2), 0);
  return ideal === 0 ? 0 : dcg / ideal;
}

/** Documents in rank order, each once: a document's rank is its best passage's. */
export const distinctInOrder = (ids: string[]) => [...new Set(ids)];

export const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** The fact as stated: case-insensitive, whitespace collapsed. */
const flatten = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
export const states = (answer: string, fact: string) => flatten(answer).includes(flatten(fact));
