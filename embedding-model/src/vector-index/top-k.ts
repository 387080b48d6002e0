export interface Hit {
  id: number;
  score: number;
}

/**
 * The k best of a stream of scores, kept in a min-heap of size k: O(n log k) with no
 * array of every score, which at 50,000 chunks per query is the difference that counts.
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
    } else if (score > this.heap[0]!.score) {
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
      if (h[parent]!.score <= h[at]!.score) return;
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
      if (left < h.length && h[left]!.score < h[least]!.score) least = left;
      if (right < h.length && h[right]!.score < h[least]!.score) least = right;
      if (least === at) return;
      [h[least], h[at]] = [h[at]!, h[least]!];
      at = least;
    }
  }
}
