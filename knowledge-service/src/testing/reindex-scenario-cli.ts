import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@switchboard/server-kit/db/connect';
import { migrate } from '@switchboard/server-kit/db/migrate';
import { knowledgeMigrations } from '../db/knowledge-migrations';
import { textPipeline } from '../indexing/pipeline-thread';
import { reindexPending } from '../reindex/reindex';
import { seedFileOf } from '../seed/knowledge/seed-file';
import { seedDocId } from '../seed/knowledge/seed-knowledge-types';

/**
 * Test helper run as its own process (PGlite's WebAssembly cannot load inside jest): a
 * store made by the migrations before 352 holds knowledge chunked the old way; then every
 * migration runs and the re-index works its list, twice. Prints what each step saw as JSON
 * (reindex-migration.test.ts judges it).
 */
const SERVICE = 'customer-support';
const UPLOADED = '00000000-0000-4000-8000-00000000a001';
const PROCESSING = '00000000-0000-4000-8000-00000000a002';
const PAGE = '00000000-0000-4000-8000-00000000b001';
const PAGE_TEXT =
  'Speaker setup\n\nThe speaker joins 2.4 GHz Wi-Fi networks only. Hold the button until the light turns blue.';
const OLD_SENTENCES = [0, 1, 2].map(
  (i) => `Clause ${i} of the old terms covers parcel ${100 + i}.`,
);

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'kb-reindex-'));
  const database = await openDatabase({ dataDir: dir });
  const { db } = database;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const chunksOf = (owner: string) =>
    rows<{ content: string; page_number: number | null }>(
      sql`SELECT content, page_number FROM kb_chunks WHERE document_id = ${owner} OR webpage_id = ${owner} ORDER BY ordinal`,
    );
  try {
    await migrate(
      db,
      knowledgeMigrations.filter((migration) => migration.version < 352),
    );
    const doc = (id: string, fileName: string, status: string) =>
      db.execute(sql`INSERT INTO kb_documents (id, service, file_name, title, file_type, mime_type, size_bytes, status)
        VALUES (${id}, ${SERVICE}, ${fileName}, ${fileName}, 'md', 'text/markdown', 100, ${status})`);
    const docChunk = (owner: string, ordinal: number, content: string) =>
      db.execute(sql`INSERT INTO kb_chunks (service, document_id, ordinal, page_number, content)
        VALUES (${SERVICE}, ${owner}, ${ordinal}, 1, ${content})`);
    // Stored the old way: the seeded FAQ and the crawled page lost text at ingestion; the
    // upload's two chunks repeat a sentence as the old overlap did.
    await doc(seedDocId(1), 'support-faq.md', 'ready');
    await docChunk(seedDocId(1), 0, 'stays valid for 30 minutes.');
    await doc(UPLOADED, 'old-terms.md', 'ready');
    await docChunk(UPLOADED, 0, `${OLD_SENTENCES[0]} ${OLD_SENTENCES[1]}`);
    await docChunk(UPLOADED, 1, `${OLD_SENTENCES[1]} ${OLD_SENTENCES[2]}`);
    await doc(PROCESSING, 'in-flight.md', 'processing');
    await db.execute(sql`INSERT INTO kb_webpages (id, service, url, title, content, status)
      VALUES (${PAGE}, ${SERVICE}, 'http://127.0.0.1:4101/speaker', 'Speaker setup', ${PAGE_TEXT}, 'ready')`);
    await db.execute(sql`INSERT INTO kb_chunks (service, webpage_id, ordinal, content)
      VALUES (${SERVICE}, ${PAGE}, 0, '4 GHz Wi-Fi networks only.')`);

    const applied = await migrate(db, knowledgeMigrations);
    const listed = (await rows<{ owner_id: string }>(sql`SELECT owner_id FROM kb_reindex`)).map(
      (row) => row.owner_id,
    );
    const first = await reindexPending(db, { seedFile: seedFileOf });
    const chunks = {
      faq: await chunksOf(seedDocId(1)),
      uploaded: await chunksOf(UPLOADED),
      processing: await chunksOf(PROCESSING),
      page: await chunksOf(PAGE),
    };
    const [counts] = await rows<Record<string, number>>(sql`
      SELECT (SELECT chunks FROM kb_service_stats WHERE service = ${SERVICE}) AS stats_chunks,
             (SELECT count(*)::int FROM kb_chunks WHERE service = ${SERVICE}) AS stored_chunks,
             (SELECT chunk_count FROM kb_documents WHERE id = ${seedDocId(1)}) AS faq_chunk_count,
             (SELECT chunk_count FROM kb_webpages WHERE id = ${PAGE}) AS page_chunk_count,
             (SELECT count(*)::int FROM kb_reindex) AS listed`);
    const again = {
      applied: await migrate(db, knowledgeMigrations),
      outcome: await reindexPending(db, { seedFile: seedFileOf }),
    };
    process.stdout.write(JSON.stringify({ applied, listed, first, chunks, counts, again }));
  } finally {
    textPipeline.stop();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) void main();
