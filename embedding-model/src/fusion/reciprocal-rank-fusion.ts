/**
 * Reciprocal rank fusion (Cormack, Clarke and Büttcher, 2009): each list gives an item
 * weight / (k + rank), summed over the lists. It needs no common scale between BM25 and
 * cosine, which is why every hybrid search (Elasticsearch, OpenSearch, Weaviate) offers it;
 * k = 60 is the paper's value and damps the difference between rank 1 and rank 2.
 */
export const RRF_K = 60;

export interface FusedItem<Id> {
  id: Id;
  score: number;
  /** 1-based rank in each list, null where the list did not hold it. */
  ranks: (number | null)[];
}

export function reciprocalRankFusion<Id>(
  lists: readonly (readonly Id[])[],
  { k = RRF_K, weights }: { k?: number; weights?: readonly number[] } = {},
): FusedItem<Id>[] {
  const fused = new Map<Id, FusedItem<Id>>();
  const order: Id[] = [];
  lists.forEach((list, which) => {
    const weight = weights?.[which] ?? 1;
    list.forEach((id, index) => {
      let item = fused.get(id);
      if (!item) {
        item = { id, score: 0, ranks: lists.map(() => null) };
        fused.set(id, item);
        order.push(id);
      }
      if (item.ranks[which] !== null) return;
      item.ranks[which] = index + 1;
      item.score += weight / (k + index + 1);
    });
  });
  // Ties keep first-seen order: the first list (BM25 in the service) breaks them.
  const seen = new Map(order.map((id, index) => [id, index]));
  return [...fused.values()].sort((a, b) => b.score - a.score || seen.get(a.id)! - seen.get(b.id)!);
}
