import { TopK, type Hit } from '@switchboard/embedding-model';
import type { Bm25Params, ScoredTerm } from './bm25';

/** A question's term a chunk holds. */
export interface MatchedTerm {
  term: string;
  /** Times it occurs in the chunk. */
  tf: number;
}

/** One chunk as the index holds it: its tsvector's lexemes with their counts of positions. */
export interface IndexedChunk {
  id: number;
  /** Orders the chunk's changes (kb_chunks.change_seq). */
  seq: number;
  title: string;
  /** The document it belongs to (null for a web page's). */
  documentId: string | null;
  terms: string[];
  tfs: number[];
}

/** One term's postings: the slots holding it, in ascending order, with its count in each. */
class TermPostings {
  slots = new Int32Array(4);
  tfs = new Uint16Array(4);
  size = 0;

  push(slot: number, tf: number): void {
    if (this.size === this.slots.length) {
      const slots = new Int32Array(this.size * 2);
      slots.set(this.slots);
      const tfs = new Uint16Array(this.size * 2);
      tfs.set(this.tfs);
      this.slots = slots;
      this.tfs = tfs;
    }
    this.slots[this.size] = slot;
    this.tfs[this.size++] = Math.min(tf, 0xffff);
  }

  /** The count in a slot (0 when the term is not there): a binary search, slots being ascending. */
  tfAt(slot: number): number {
    let low = 0;
    let high = this.size - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const at = this.slots[middle]!;
      if (at === slot) return this.tfs[middle]!;
      if (at < slot) low = middle + 1;
      else high = middle - 1;
    }
    return 0;
  }
}

// Dead slots are swept out once they outnumber this share of all slots.
const DEAD_SHARE = 0.5;
const DEAD_FLOOR = 1000;

/**
 * One bot's chunks as an inverted index in typed arrays: per term, the slots holding it and
 * how often. A chunk replaced or removed leaves a dead slot that scoring skips; the dead
 * are swept out when they outnumber the living. Scores are Okapi BM25 exactly as bm25.ts
 * defines it (a group of synonyms scores its best term), computed in the same order of
 * operations as the SQL it replaces, so rankings are the same.
 */
export class BotPostings {
  private ids: number[] = [];
  private seqs: number[] = [];
  private lengths: number[] = [];
  private titles: string[] = [];
  private documents: (string | null)[] = [];
  /** Whether a slot's title is marked (outdated): only those have their weight asked. */
  private marked: boolean[] = [];
  private readonly slotOf = new Map<number, number>();
  private readonly postings = new Map<string, TermPostings>();
  private dead = 0;
  // Scratch sums per slot, kept between questions and left zeroed: allocating 2 × 8 bytes per
  // chunk for every question made the process's garbage collections stall whole requests.
  private total = new Float64Array(0);
  private best = new Float64Array(0);

  constructor(private readonly marks: (title: string) => boolean) {}

  /** Chunks held. */
  get size(): number {
    return this.slotOf.size;
  }

  /** The highest change number held. */
  seqOf(id: number): number | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.seqs[slot];
  }

  heldIds(): IterableIterator<number> {
    return this.slotOf.keys();
  }

  titleOf(id: number): string | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.titles[slot];
  }

  /** Bytes held by the postings and per-chunk arrays (strings and the id map estimated). */
  get bytes(): number {
    let total = this.ids.length * (8 * 4 + 1) + this.slotOf.size * 40;
    for (const title of this.titles) total += title.length * 2;
    for (const [term, list] of this.postings)
      total += list.slots.byteLength + list.tfs.byteLength + term.length * 2 + 64;
    return total;
  }

  upsert(chunk: IndexedChunk): void {
    this.remove(chunk.id);
    const slot = this.ids.length;
    this.ids.push(chunk.id);
    this.seqs.push(chunk.seq);
    this.lengths.push(chunk.terms.length);
    this.titles.push(chunk.title);
    this.documents.push(chunk.documentId);
    this.marked.push(this.marks(chunk.title));
    this.slotOf.set(chunk.id, slot);
    chunk.terms.forEach((term, i) => {
      let list = this.postings.get(term);
      if (!list) {
        list = new TermPostings();
        this.postings.set(term, list);
      }
      list.push(slot, chunk.tfs[i] ?? 1);
    });
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.ids[slot] = -1;
    this.titles[slot] = '';
    this.dead += 1;
    if (this.dead > DEAD_FLOOR && this.dead > this.ids.length * DEAD_SHARE) this.sweep();
  }

  /**
   * The k best chunks for the terms, best first (equal scores by id), each score times
   * `weightOf(title)` where the title is marked. Only chunks holding a term are scored;
   * those of the `passedOver` documents (private ones, for a public asker) are not ranked.
   */
  rank(
    terms: ScoredTerm[],
    avgLength: number,
    p: Bm25Params,
    weightOf: (title: string) => number,
    k: number,
    passedOver: ReadonlySet<string> = new Set(),
  ): Hit[] {
    if (this.total.length < this.ids.length) {
      this.total = new Float64Array(this.ids.length * 2);
      this.best = new Float64Array(this.ids.length * 2);
    }
    const { total, best } = this;
    const touched: number[] = [];
    const inGroup: number[] = [];
    const norm = this.normOf(avgLength, p);
    for (const group of groupsOf(terms)) {
      for (const term of group) {
        const list = this.postings.get(term.term);
        if (!list) continue;
        for (let i = 0; i < list.size; i++) {
          const slot = list.slots[i]!;
          if (this.ids[slot]! < 0) continue;
          const tf = list.tfs[i]!;
          const score = (term.value * tf * (p.k1 + 1)) / (tf + p.k1 * norm(slot));
          if (best[slot] === 0) inGroup.push(slot);
          if (score > best[slot]!) best[slot] = score;
        }
      }
      for (const slot of inGroup) {
        if (total[slot] === 0) touched.push(slot);
        total[slot] = total[slot]! + best[slot]!;
        best[slot] = 0;
      }
      inGroup.length = 0;
    }
    const top = new TopK(k);
    for (const slot of touched) {
      const weight = this.marked[slot] ? weightOf(this.titles[slot]!) : 1;
      const document = this.documents[slot];
      if (!document || !passedOver.has(document)) top.offer(this.ids[slot]!, total[slot]! * weight);
      total[slot] = 0;
    }
    return top.sorted();
  }

  /** One chunk's score as rank() gives it (0 when it holds none of the terms or is not held). */
  scoreOf(
    id: number,
    terms: ScoredTerm[],
    avgLength: number,
    p: Bm25Params,
    weightOf: (title: string) => number,
  ): number {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return 0;
    const norm = this.normOf(avgLength, p)(slot);
    let total = 0;
    for (const group of groupsOf(terms)) {
      let best = 0;
      for (const term of group) {
        const tf = this.postings.get(term.term)?.tfAt(slot) ?? 0;
        if (tf === 0) continue;
        const score = (term.value * tf * (p.k1 + 1)) / (tf + p.k1 * norm);
        if (score > best) best = score;
      }
      total += best;
    }
    return total * (this.marked[slot] ? weightOf(this.titles[slot]!) : 1);
  }

  /** The terms a chunk holds, with how often, in the tsvector's (byte) order. */
  matched(id: number, terms: string[]): MatchedTerm[] {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return [];
    return [...new Set(terms)]
      .map((term) => ({ term, tf: this.postings.get(term)?.tfAt(slot) ?? 0 }))
      .filter((m) => m.tf > 0)
      .sort((a, b) => Buffer.compare(Buffer.from(a.term), Buffer.from(b.term)));
  }

  // Length normalisation as the SQL scoring it replaced wrote it: (1 − b) + b · length / max(avgLength, 1).
  private normOf(avgLength: number, p: Bm25Params): (slot: number) => number {
    const average = Math.max(avgLength, 1);
    return (slot) => 1 - p.b + (p.b * this.lengths[slot]!) / average;
  }

  /** Renumbers the living slots in their order, so every term's slots stay ascending. */
  private sweep(): void {
    const renumbered = new Int32Array(this.ids.length).fill(-1);
    let next = 0;
    for (let slot = 0; slot < this.ids.length; slot++)
      if (this.ids[slot]! >= 0) renumbered[slot] = next++;
    const keep = <T>(values: T[]) => values.filter((_, slot) => renumbered[slot]! >= 0);
    this.ids = keep(this.ids);
    this.seqs = keep(this.seqs);
    this.lengths = keep(this.lengths);
    this.titles = keep(this.titles);
    this.documents = keep(this.documents);
    this.marked = keep(this.marked);
    this.ids.forEach((id, slot) => this.slotOf.set(id, slot));
    for (const [term, list] of this.postings) {
      const swept = new TermPostings();
      for (let i = 0; i < list.size; i++) {
        const slot = renumbered[list.slots[i]!]!;
        if (slot >= 0) swept.push(slot, list.tfs[i]!);
      }
      if (swept.size > 0) this.postings.set(term, swept);
      else this.postings.delete(term);
    }
    this.dead = 0;
  }
}

/** The terms by the word asked they stand for, in the order the words were asked. */
function groupsOf(terms: ScoredTerm[]): ScoredTerm[][] {
  const groups = new Map<number, ScoredTerm[]>();
  for (const term of terms) {
    const group = groups.get(term.group);
    if (group) group.push(term);
    else groups.set(term.group, [term]);
  }
  return [...groups.values()];
}
