import { sql } from 'drizzle-orm';
import { VectorIndex, type Hit } from '@switchboard/embedding-model';
import type { Db } from '@switchboard/server-kit/db/connect';
import { fromBytes } from './vector-bytes';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// Vectors read per query while catching up, so a first search after seeding stays bounded.
const READ_BATCH = 5_000;

interface BotVectors {
  index: VectorIndex | null;
  /** The highest kb_chunk_embeddings.seq read into the index. */
  seq: number;
}

/**
 * Each bot's chunk vectors of one model in an exact in-memory index (no pgvector in PGlite
 * or Debian's PostgreSQL), kept in step with the database by reading, before each search,
 * the vectors written since (by this instance's pipeline or another's). A chunk deleted
 * since drops out when the retriever finds it gone (forget), so no scan of deletions runs.
 */
export class VectorStore {
  private readonly bots = new Map<string, BotVectors>();

  constructor(
    private readonly db: Db,
    readonly modelId: string,
  ) {}

  async search(service: string, query: Float32Array, k: number): Promise<Hit[]> {
    const bot = await this.sync(service);
    return bot.index ? bot.index.search(query, k) : [];
  }

  /** Vectors held for a bot (0 until its pipeline has written any). */
  async size(service: string): Promise<number> {
    return (await this.sync(service)).index?.size ?? 0;
  }

  forget(service: string, chunkIds: number[]): void {
    const index = this.bots.get(service)?.index;
    for (const id of chunkIds) index?.remove(id);
  }

  /** Lets go of a bot's vectors (its model changed, or it is gone); a later search reads them again. */
  drop(service: string): void {
    this.bots.delete(service);
  }

  /** The bots whose vectors are held, and how many each, without reading the database. */
  held(): Map<string, number> {
    return new Map([...this.bots].map(([service, bot]) => [service, bot.index?.size ?? 0]));
  }

  private async sync(service: string): Promise<BotVectors> {
    let bot = this.bots.get(service);
    if (!bot) {
      bot = { index: null, seq: 0 };
      this.bots.set(service, bot);
    }
    for (;;) {
      const rows = rowsOf<{ chunk_id: string | number; vector: Uint8Array; seq: string | number }>(
        await this.db.execute(sql`
          SELECT chunk_id, vector, seq FROM kb_chunk_embeddings
          WHERE service = ${service} AND model_id = ${this.modelId} AND seq > ${bot.seq}
          ORDER BY seq LIMIT ${READ_BATCH}`),
      );
      for (const row of rows) {
        const vector = fromBytes(row.vector);
        bot.index ??= new VectorIndex(vector.length);
        bot.index.upsert(Number(row.chunk_id), vector);
        bot.seq = Math.max(bot.seq, Number(row.seq));
      }
      if (rows.length < READ_BATCH) return bot;
    }
  }
}
