export interface Hit {
  id: number;
  score: number;
}

// Ranked below: a lower score, or an equal one with a higher id (best first, ties by id).
const worse = (a: Hit, b: Hit) => a.score < b.score || (a.score === b.score && a.id > b.id);

/**
 * The k best of a stream of scores, kept in a min-heap of size k: O(n log k) with no
 * array of every score, which at 50,000 chunks per query is the difference that counts.
 * Equal scores rank by id whatever order they come in, as an SQL `ORDER BY score DESC, id`.
 */
export class TopK {
  private readonly heap: Hit[] = [];

  constructor(private readonly k: number) {}

  /** The score a new hit must beat to enter (−∞ until k are held). */
  get floor(): number {
    return this.heap.length < this.k ? -Infinity : this.heap[0]!.score;
  }

  offer(id: number, score: number): void {
    if (this.k <= 0) return;
    if (this.heap.length < this.k) {
      this.heap.push({ id, score });
      this.up(this.heap.length - 1);
    } else {
      const least = this.heap[0]!;
      if (score < least.score || (score === least.score && id > least.id)) return;
      this.heap[0] = { id, score };
      this.down(0);
    }
  }

  /** Best first; equal scores by id, so a ranking is reproducible. */
  sorted(): Hit[] {
    return [...this.heap].sort((a, b) => b.score - a.score || a.id - b.id);
  }

  private up(at: number): void {
    const h = this.heap;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!worse(h[at]!, h[parent]!)) return;
      [h[parent], h[at]] = [h[at]!, h[parent]!];
      at = parent;
    }
  }

  private down(at: number): void {
    const h = this.heap;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let least = at;
      if (left < h.length && worse(h[left]!, h[least]!)) least = left;
      if (right < h.length && worse(h[right]!, h[least]!)) least = right;
      if (least === at) return;
      [h[least], h[at]] = [h[at]!, h[least]!];
      at = least;
    }
  }
}
