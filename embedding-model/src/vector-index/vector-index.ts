import { exactSearch, MetricKind } from 'usearch';
import { TopK, type Hit } from './top-k';

export type Precision = 'float32' | 'int8';

/*
 * An exact (brute-force) cosine index of one bot's unit vectors, in one contiguous typed
 * array. Exact because neither PGlite nor Debian's PostgreSQL has pgvector and a bot's
 * chunks number thousands, not millions: a scan of 50,000 × 384 is tens of milliseconds
 * (bench/vector-index.ts). int8 keeps each vector as bytes with its own scale (a quarter
 * of the memory); the query stays float32, so only the stored side is rounded.
 *
 * A float32 index of many vectors is first narrowed by usearch's exact search (SIMD dot
 * products in native code, Apache-2.0, prebuilt for Linux, macOS and Windows), which sums
 * in float32; its best k + RESCORED_MARGIN are then scored again by the scan below, in
 * slot order, so scores and rankings are those of the scan over every vector.
 */
// Candidates beyond k that the native pass hands back: far more than float32 rounding (about
// 1e-7 of a cosine) can reorder.
const RESCORED_MARGIN = 32;
// Below this many vectors the scan alone is as quick as a native call.
const NATIVE_FROM = 2_000;
export class VectorIndex {
  private ids: Int32Array;
  private data: Float32Array | Int8Array;
  private scales: Float32Array;
  private readonly slotOf = new Map<number, number>();
  private count = 0;

  constructor(
    readonly dimensions: number,
    readonly precision: Precision = 'float32',
    capacity = 1024,
  ) {
    this.ids = new Int32Array(capacity);
    this.data = this.storage(capacity);
    this.scales = new Float32Array(capacity);
  }

  get size(): number {
    return this.count;
  }

  /** Bytes held by the vectors, ids and scales (the capacity reserved, not just the used part). */
  get bytes(): number {
    return this.ids.byteLength + this.data.byteLength + this.scales.byteLength;
  }

  has(id: number): boolean {
    return this.slotOf.has(id);
  }

  /** Adds or replaces the vector of an id (a chunk re-embedded keeps one entry). */
  upsert(id: number, vector: Float32Array): void {
    if (vector.length !== this.dimensions)
      throw new Error(`vector of ${vector.length} dimensions in an index of ${this.dimensions}`);
    let slot = this.slotOf.get(id);
    if (slot === undefined) {
      if (this.count === this.ids.length) this.grow();
      slot = this.count++;
      this.slotOf.set(id, slot);
      this.ids[slot] = id;
    }
    this.write(slot, vector);
  }

  /** Removes in O(dimensions): the last vector moves into the freed slot. */
  remove(id: number): boolean {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return false;
    const last = --this.count;
    if (slot !== last) {
      const d = this.dimensions;
      this.data.copyWithin(slot * d, last * d, last * d + d);
      this.scales[slot] = this.scales[last]!;
      this.ids[slot] = this.ids[last]!;
      this.slotOf.set(this.ids[slot]!, slot);
    }
    this.slotOf.delete(id);
    return true;
  }

  /** The k ids whose vectors are nearest the (unit) query by cosine, best first. */
  search(query: Float32Array, k: number): Hit[] {
    if (query.length !== this.dimensions)
      throw new Error(`query of ${query.length} dimensions in an index of ${this.dimensions}`);
    const top = new TopK(k);
    if (this.data instanceof Float32Array) {
      if (this.count >= NATIVE_FROM && k + RESCORED_MARGIN < this.count)
        scan(
          this.data,
          query,
          this.count,
          this.ids,
          this.scales,
          top,
          this.nearestSlots(this.data, query, k),
        );
      else scan(this.data, query, this.count, this.ids, this.scales, top);
    } else scan(this.data, query, this.count, this.ids, this.scales, top);
    return top.sorted();
  }

  /** The slots of the best k + RESCORED_MARGIN by the native pass, ascending. */
  private nearestSlots(data: Float32Array, query: Float32Array, k: number): Int32Array {
    const found = exactSearch(
      data.subarray(0, this.count * this.dimensions),
      query,
      this.dimensions,
      k + RESCORED_MARGIN,
      MetricKind.IP,
      // One thread: the service shares its cores with the database and HTTP.
      1,
    );
    const keys = 'keys' in found ? found.keys : new BigUint64Array();
    return Int32Array.from(keys, Number).sort();
  }

  private storage(capacity: number): Float32Array | Int8Array {
    const length = capacity * this.dimensions;
    return this.precision === 'int8' ? new Int8Array(length) : new Float32Array(length);
  }

  private write(slot: number, vector: Float32Array): void {
    const base = slot * this.dimensions;
    if (this.precision === 'float32') {
      this.data.set(vector, base);
      this.scales[slot] = 1;
      return;
    }
    // Symmetric per-vector scale: the largest component maps to ±127.
    let max = 0;
    for (const value of vector) max = Math.max(max, Math.abs(value));
    const scale = max > 0 ? max / 127 : 1;
    for (let i = 0; i < vector.length; i++) this.data[base + i] = Math.round(vector[i]! / scale);
    this.scales[slot] = scale;
  }

  private grow(): void {
    const capacity = this.ids.length * 2;
    const ids = new Int32Array(capacity);
    ids.set(this.ids);
    const data = this.storage(capacity);
    data.set(this.data);
    const scales = new Float32Array(capacity);
    scales.set(this.scales);
    this.ids = ids;
    this.data = data;
    this.scales = scales;
  }
}

/** Dot products four components at a time (four sums V8 can keep in registers); any rest is summed after. */
function scan<T extends Float32Array | Int8Array>(
  data: T,
  query: Float32Array,
  count: number,
  ids: Int32Array,
  scales: Float32Array,
  top: TopK,
  /** Only these slots, ascending (equal scores then keep the whole scan's order). */
  slots?: Int32Array,
): void {
  const d = query.length;
  const whole = d - (d % 4);
  const scanned = slots ? slots.length : count;
  for (let n = 0; n < scanned; n++) {
    const slot = slots ? slots[n]! : n;
    const base = slot * d;
    let a = 0;
    let b = 0;
    let c = 0;
    let e = 0;
    let i = 0;
    for (; i < whole; i += 4) {
      a += data[base + i]! * query[i]!;
      b += data[base + i + 1]! * query[i + 1]!;
      c += data[base + i + 2]! * query[i + 2]!;
      e += data[base + i + 3]! * query[i + 3]!;
    }
    for (; i < d; i++) a += data[base + i]! * query[i]!;
    const score = (a + b + c + e) * scales[slot]!;
    if (score > top.floor) top.offer(ids[slot]!, score);
  }
}
