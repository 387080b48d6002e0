import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { toBytes } from '../embeddings/vector-bytes';
import { VectorStore } from '../embeddings/vector-store';
import { LexicalIndex } from './lexical-index';
import { addChunk, ranked, SERVICE } from './lexical-index-fixtures';

/*
 * A change numbered first but committed last, read by the in-process indexes; run by
 * late-commit.test.ts in a process of its own (PGlite cannot load inside jest) on both
 * backends.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const MODEL = 'late-commit-model';

// Holds `first`'s write statement after it has taken its number, until the test lets it go.
const GATE = 520_001;
// Correlated with the written row, so it runs once that row (and its number) is taken.
const gated = (row: string) =>
  sql`LATERAL (SELECT pg_advisory_xact_lock(${GATE}::bigint + 0 * ${sql.raw(row)})) g`;

/**
 * `first` writes (and so takes the lower number) and is held on the gate inside that
 * statement, before its statement-level triggers lock the bot's counts; then `second`
 * writes and commits, then `between` reads, and only then is `first` let go to commit. On
 * PostgreSQL each transaction has a connection of its own. PGlite's one connection runs one
 * transaction at a time (the second would wait for the first forever), so there `first`
 * commits before `second` starts and nothing is late; the same reads must be right too.
 */
async function interleaved<T>(
  db: Db,
  first: (tx: Tx) => Promise<unknown>,
  second: (tx: Tx) => Promise<unknown>,
  between: () => Promise<T>,
): Promise<{ concurrent: boolean; between: T }> {
  const concurrent = Boolean(process.env.DATABASE_URL);
  if (!concurrent) {
    await db.transaction(first);
    await db.transaction(second);
    return { concurrent, between: await between() };
  }
  let closed!: () => void;
  const holding = new Promise<void>((resolve) => (closed = resolve));
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const gate = db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${GATE})`);
    closed();
    await opened;
  });
  await holding;
  const held = db.transaction(first);
  await until(async () => {
    const waiting = (await db.execute(sql`SELECT count(*)::int AS n FROM pg_locks
      WHERE locktype = 'advisory' AND NOT granted`)) as { rows: { n: number }[] };
    return waiting.rows[0]!.n > 0;
  });
  await db.transaction(second);
  const seen = await between();
  open();
  await Promise.all([gate, held]);
  return { concurrent, between: seen };
}

async function until(done: () => Promise<boolean>): Promise<void> {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 20));
}

const retitle = (tx: Tx, id: number, title: string, content: string, gate = false) =>
  tx.execute(sql`WITH changed AS (
      UPDATE kb_chunks SET title = ${title}, content = ${content} WHERE id = ${id} RETURNING id)
    SELECT count(*) FROM changed${gate ? sql`, ${gated('changed.id')}` : sql``}`);

const changeSeqOf = async (db: Db, id: number) =>
  Number(
    (
      (await db.execute(sql`SELECT change_seq FROM kb_chunks WHERE id = ${id}`)) as {
        rows: { change_seq: string | number }[];
      }
    ).rows[0]!.change_seq,
  );

/** The BM25 index: a re-title numbered before another and committed after it is read at the next question. */
export async function lateRetitle(db: Db) {
  const index = new LexicalIndex(db);
  const harbour = await addChunk(db, 'Harbour', 'The lighthouse keeper is Marit Olsen.');
  const ferry = await addChunk(db, 'Ferry', 'The ferry leaves at noon.');
  await ranked(index, db, 'lighthouse keeper');
  const { concurrent, between } = await interleaved(
    db,
    (tx) => retitle(tx, harbour, 'Pier', 'The pier crane lifts ten tonnes.', true),
    (tx) => retitle(tx, ferry, 'Bus', 'The bus leaves at nine.'),
    async () => ({
      bus: await ranked(index, db, 'bus'),
      crane: await ranked(index, db, 'pier crane'),
    }),
  );
  return {
    concurrent,
    harbour,
    ferry,
    numberedFirst: (await changeSeqOf(db, harbour)) < (await changeSeqOf(db, ferry)),
    between,
    after: {
      crane: await ranked(index, db, 'pier crane'),
      keeper: await ranked(index, db, 'lighthouse keeper'),
    },
  };
}

const storeVector = (tx: Tx, chunk: number, vector: number[], gate = false) =>
  tx.execute(sql`WITH stored AS (
      INSERT INTO kb_chunk_embeddings (chunk_id, model_id, service, dims, vector)
      VALUES (${chunk}, ${MODEL}, ${SERVICE}, ${vector.length}, ${toBytes(new Float32Array(vector))})
      RETURNING chunk_id)
    SELECT count(*) FROM stored${gate ? sql`, ${gated('stored.chunk_id')}` : sql``}`);

/** The vector index: a vector numbered before another and committed after it is read at the next search. */
export async function lateVector(db: Db) {
  const store = new VectorStore(db, MODEL);
  const [a, b, c] = [
    await addChunk(db, 'Returns', 'Items may be returned within 30 days.'),
    await addChunk(db, 'Delivery', 'Orders to Kisumu arrive in 3 to 5 days.'),
    await addChunk(db, 'Warranty', 'Headphones carry a 12-month warranty.'),
  ];
  await db.transaction((tx) => storeVector(tx, a, [1, 0, 0]));
  const before = await store.size(SERVICE);
  const { concurrent, between } = await interleaved(
    db,
    (tx) => storeVector(tx, b, [0, 1, 0], true),
    (tx) => storeVector(tx, c, [0, 0, 1]),
    () => store.size(SERVICE),
  );
  const nearest = await store.search(SERVICE, new Float32Array([0, 1, 0]), 1);
  return {
    concurrent,
    delivery: b,
    before,
    between,
    after: await store.size(SERVICE),
    nearest: nearest.map((hit) => hit.id),
  };
}
