import { sql } from 'drizzle-orm';
import { VectorIndex, type Hit } from '@switchboard/embedding-model';
import type { Db } from '@switchboard/server-kit/db/connect';
import { FIRST_HORIZON, horizonSql, writtenSince } from '../db/change-horizon';
import { fromBytes } from './vector-bytes';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// Vectors read per query while catching up, so a first search after seeding stays bounded.
const READ_BATCH = 5_000;

interface BotVectors {
  index: VectorIndex | null;
  /** The highest kb_chunk_embeddings.seq read into the index. */
  seq: number;
  /** The snapshot xmin of the last look (db/change-horizon.ts): rows written from it on may commit below `seq`. */
  horizon: string;
  /** The rows read that were written at or above `horizon` (seq → writer), so a late look skips them. */
  recent: Map<number, bigint>;
}

interface VectorRow {
  horizon: string;
  /** Numbered at or below `seq` and written since the last look's horizon. */
  late: boolean | null;
  chunk_id: string | number | null;
  vector: Uint8Array;
  seq: string | number;
  writer: string;
}

/**
 * Each bot's chunk vectors of one model in an exact in-memory index (no pgvector in PGlite
 * or Debian's PostgreSQL), kept in step with the database by reading, before each search,
 * the vectors written since (by this instance's pipeline or another's). A vector numbered
 * below one already read but committed after it (two pipelines' transactions) is read at
 * the next look: it was written since the last look's horizon (db/change-horizon.ts). A chunk
 * deleted since drops out when the retriever finds it gone (forget), so no scan of
 * deletions runs.
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
      bot = { index: null, seq: 0, horizon: FIRST_HORIZON, recent: new Map() };
      this.bots.set(service, bot);
    }
    let horizon: string | undefined;
    for (;;) {
      // Late rows at the first step only: one committed during the later steps is found next time.
      const late = horizon
        ? sql``
        : sql`UNION ALL (SELECT true, chunk_id, vector, seq, writer_xid::text FROM kb_chunk_embeddings
            WHERE service = ${service} AND model_id = ${this.modelId}
              AND ${writtenSince('writer_xid', bot.horizon)} AND seq <= ${bot.seq}
              AND NOT seq = ANY(${`{${[...bot.recent.keys()].join(',')}}`}::bigint[]))`;
      const rows = rowsOf<VectorRow>(
        await this.db.execute(sql`
          SELECT s.horizon, e.* FROM (SELECT ${horizonSql} AS horizon) s
          LEFT JOIN LATERAL (
            (SELECT false AS late, chunk_id, vector, seq, writer_xid::text AS writer FROM kb_chunk_embeddings
            WHERE service = ${service} AND model_id = ${this.modelId} AND seq > ${bot.seq}
            ORDER BY seq LIMIT ${READ_BATCH}) ${late}) e ON true`),
      );
      horizon ??= rows[0]!.horizon;
      const read = rows.filter((row) => row.chunk_id !== null);
      for (const row of read) {
        const vector = fromBytes(row.vector);
        bot.index ??= new VectorIndex(vector.length);
        bot.index.upsert(Number(row.chunk_id), vector);
        bot.recent.set(Number(row.seq), BigInt(row.writer));
        bot.seq = Math.max(bot.seq, Number(row.seq));
      }
      if (read.filter((row) => !row.late).length === READ_BATCH) continue;
      bot.horizon = horizon;
      const below = BigInt(horizon);
      for (const [seq, writer] of bot.recent) if (writer < below) bot.recent.delete(seq);
      return bot;
    }
  }
}
