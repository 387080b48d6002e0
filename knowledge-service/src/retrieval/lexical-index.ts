import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { BotPostings, type IndexedChunk } from './bot-postings';
import { FIRST_HORIZON, horizonSql, writtenSince } from '../db/change-horizon';
import { marksOutdated } from './outdated-title';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// Chunks read per query while catching up, so a first question after a start stays bounded per step.
const READ_BATCH = 5_000;

interface ChunkRow {
  total: number | string;
  horizon: string;
  /** A row at or below the number read, written since the last look's horizon: its id and number only. */
  late: boolean | null;
  id: number | string | null;
  change_seq: number | string | null;
  title: string | null;
  document_id: string | null;
  lexemes: string[] | null;
  tfs: number[] | null;
}

// A chunk's tsvector as two arrays in its own (sorted) order: lexemes, and each one's count
// of positions (1 for a lexeme stored without positions), as the SQL scoring counted them.
const chunkColumns = sql`k.id, k.change_seq, k.title, k.document_id, u.lexemes, u.tfs`;
const termsOf = sql`LATERAL (SELECT array_agg(lexeme) AS lexemes,
  array_agg(coalesce(array_length(positions, 1), 1)) AS tfs FROM unnest(k.tsv)) u`;

const indexed = (row: ChunkRow): IndexedChunk => ({
  id: Number(row.id),
  seq: Number(row.change_seq),
  title: row.title ?? '',
  documentId: row.document_id,
  terms: row.lexemes ?? [],
  tfs: (row.tfs ?? []).map(Number),
});

interface BotIndex {
  postings: BotPostings;
  /** The highest kb_chunks.change_seq read. */
  seq: number;
  /** The snapshot xmin of the last look (db/change-horizon.ts): rows written from it on may commit below `seq`. */
  horizon: string;
  /** The catch-up in progress: one at a time per bot, so two questions never read the same rows twice. */
  queue: Promise<unknown>;
}

/**
 * Each bot's chunks as an in-process inverted index (bot-postings.ts), kept in step with
 * the database the way the vector index is: before each question it reads the chunks
 * written or re-titled since (kb_chunks.change_seq, numbered by migration 441), by this
 * instance or another. A change numbered below one already read but committed after it
 * (a re-title in a longer transaction) is found in the same statement: the rows written
 * since the last look's horizon (db/change-horizon.ts, migration 520) are listed by id and
 * number, and those the index holds at another number are read again. In that statement
 * it also reads the bot's chunk count (kb_service_stats, kept by the term-statistics
 * trigger in the writing transaction): when the index holds another number, chunks were
 * deleted, and the index compares its ids with the table's and mends both.
 *
 * Why not a BM25 library (MiniSearch, wink-bm25-text-search, FlexSearch): each tokenises
 * and stems by itself, while the question's terms, their synonyms and their document
 * frequencies are PostgreSQL's english stems (question-terms.ts), so the index must hold
 * exactly the database's tsvectors; and none keeps itself in step with writes made by
 * another instance. What is left, postings in typed arrays, is small.
 */
export class LexicalIndex {
  private readonly bots = new Map<string, BotIndex>();

  constructor(private readonly db: Db) {}

  /** The bot's postings, current with every write committed before this call. */
  async postings(service: string): Promise<BotPostings> {
    let bot = this.bots.get(service);
    if (!bot) {
      bot = {
        postings: new BotPostings(marksOutdated),
        seq: 0,
        horizon: FIRST_HORIZON,
        queue: Promise.resolve(),
      };
      this.bots.set(service, bot);
    }
    const held = bot;
    const caughtUp = held.queue.then(() => this.catchUp(service, held));
    held.queue = caughtUp.catch(() => undefined);
    await caughtUp;
    return held.postings;
  }

  /** The bots whose postings are held, and how many chunks each, without reading the database. */
  held(): Map<string, number> {
    return new Map([...this.bots].map(([service, bot]) => [service, bot.postings.size]));
  }

  /** Lets go of the postings of bots that are gone (the sweeper asks, on every instance). */
  async prune(exists: (service: string) => Promise<boolean>): Promise<void> {
    for (const service of [...this.bots.keys()])
      if (!(await exists(service))) this.bots.delete(service);
  }

  private async catchUp(service: string, bot: BotIndex): Promise<void> {
    let horizon: string | undefined;
    for (;;) {
      // Late rows are listed at the first step only: one committed during the later steps
      // was still running at this look, so it is at or above its horizon and found next time.
      const late = horizon
        ? sql``
        : sql`UNION ALL (SELECT true, k.id, k.change_seq, NULL, NULL, NULL, NULL FROM kb_chunks k
            WHERE k.service = ${service} AND ${writtenSince('k.writer_xid', bot.horizon)}
              AND k.change_seq <= ${bot.seq})`;
      const rows = rowsOf<ChunkRow>(
        await this.db.execute(sql`
          SELECT s.total, s.horizon, c.* FROM (SELECT coalesce(
            (SELECT chunks FROM kb_service_stats WHERE service = ${service}), 0) AS total,
            ${horizonSql} AS horizon) s
          LEFT JOIN LATERAL (
            (SELECT false AS late, ${chunkColumns} FROM kb_chunks k, ${termsOf}
            WHERE k.service = ${service} AND k.change_seq > ${bot.seq}
            ORDER BY k.change_seq LIMIT ${READ_BATCH}) ${late}) c ON true`),
      );
      horizon ??= rows[0]!.horizon;
      const stale = rows
        .filter((row) => row.late && bot.postings.seqOf(Number(row.id)) !== Number(row.change_seq))
        .map((row) => Number(row.id));
      await this.read(service, bot, stale);
      const chunks = rows.filter((row) => row.id !== null && !row.late).map(indexed);
      for (const chunk of chunks) {
        bot.postings.upsert(chunk);
        bot.seq = Math.max(bot.seq, chunk.seq);
      }
      if (chunks.length === READ_BATCH) continue;
      bot.horizon = horizon;
      if (bot.postings.size !== Number(rows[0]?.total ?? 0)) await this.mend(service, bot);
      return;
    }
  }

  /** Drops the chunks no longer in the table and reads those the index missed or holds an older version of. */
  private async mend(service: string, bot: BotIndex): Promise<void> {
    const rows = rowsOf<{ id: number | string; change_seq: number | string }>(
      await this.db.execute(sql`SELECT id, change_seq FROM kb_chunks WHERE service = ${service}`),
    );
    const current = new Map(rows.map((row) => [Number(row.id), Number(row.change_seq)]));
    for (const id of [...bot.postings.heldIds()]) if (!current.has(id)) bot.postings.remove(id);
    await this.read(
      service,
      bot,
      [...current].filter(([id, seq]) => bot.postings.seqOf(id) !== seq).map(([id]) => id),
    );
  }

  /** Reads the chunks by id as they are now (one deleted meanwhile is dropped by the next count). */
  private async read(service: string, bot: BotIndex, stale: number[]): Promise<void> {
    for (let start = 0; start < stale.length; start += READ_BATCH) {
      const ids = stale.slice(start, start + READ_BATCH);
      const read = rowsOf<ChunkRow>(
        await this.db.execute(sql`SELECT ${chunkColumns} FROM kb_chunks k, ${termsOf}
          WHERE k.service = ${service} AND k.id IN (${idList(ids)})`),
      );
      for (const row of read) bot.postings.upsert(indexed(row));
    }
  }
}

const idList = (ids: number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

// One index per database connection: every retrieval through it shares the bots' postings.
const indexes = new WeakMap<Db, LexicalIndex>();

export function lexicalIndexOf(db: Db): LexicalIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new LexicalIndex(db);
    indexes.set(db, index);
  }
  return index;
}
