import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { BotPostings, type IndexedChunk } from './bot-postings';
import { marksOutdated } from './outdated-title';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// Chunks read per query while catching up, so a first question after a start stays bounded per step.
const READ_BATCH = 5_000;

interface ChunkRow {
  total: number | string;
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
  /** The catch-up in progress: one at a time per bot, so two questions never read the same rows twice. */
  queue: Promise<unknown>;
}

/**
 * Each bot's chunks as an in-process inverted index (bot-postings.ts), kept in step with
 * the database the way the vector index is: before each question it reads the chunks
 * written or re-titled since (kb_chunks.change_seq, numbered by migration 441), by this
 * instance or another. In the same statement it reads the bot's chunk count
 * (kb_service_stats, kept by the term-statistics trigger in the writing transaction): when
 * the index holds another number, chunks were deleted, or a write committed after a later
 * one was read, and the index compares its ids with the table's and mends both.
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
      bot = { postings: new BotPostings(marksOutdated), seq: 0, queue: Promise.resolve() };
      this.bots.set(service, bot);
    }
    const held = bot;
    const caughtUp = held.queue.then(() => this.catchUp(service, held));
    held.queue = caughtUp.catch(() => undefined);
    await caughtUp;
    return held.postings;
  }

  private async catchUp(service: string, bot: BotIndex): Promise<void> {
    for (;;) {
      const rows = rowsOf<ChunkRow>(
        await this.db.execute(sql`
          SELECT s.total, c.* FROM (SELECT coalesce(
            (SELECT chunks FROM kb_service_stats WHERE service = ${service}), 0) AS total) s
          LEFT JOIN LATERAL (
            SELECT ${chunkColumns} FROM kb_chunks k, ${termsOf}
            WHERE k.service = ${service} AND k.change_seq > ${bot.seq}
            ORDER BY k.change_seq LIMIT ${READ_BATCH}) c ON true`),
      );
      const chunks = rows.filter((row) => row.id !== null).map(indexed);
      for (const chunk of chunks) {
        bot.postings.upsert(chunk);
        bot.seq = Math.max(bot.seq, chunk.seq);
      }
      if (chunks.length === READ_BATCH) continue;
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
    const stale = [...current]
      .filter(([id, seq]) => bot.postings.seqOf(id) !== seq)
      .map(([id]) => id);
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
