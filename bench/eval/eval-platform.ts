import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildPlatform } from '@switchboard/platform/app';
import { seed } from '@switchboard/platform/seed/seed';
import type { Db } from '@switchboard/server-kit/db/connect';
import { sql } from 'drizzle-orm';
import { switchBotsTo, type EvalEndpoint } from './eval-endpoint';

// The knowledge routes need the service credential the gateway normally adds.
const API_KEY = 'eval-kb-key-not-for-production';
export const KEY_HEADER = { 'x-api-key': API_KEY };

export interface EvalPlatform {
  url: string;
  db: Db;
  close(): Promise<void>;
}

/**
 * A throwaway platform on a temp PGlite folder, its knowledge services inside it. With
 * `seeded`, the seeded accounts, bots and their knowledge are loaded through the upload
 * pipeline (extract, chunk, index) as on a first start, without the chat history. With
 * `endpoint`, the bots named embed with it (the embedded model is not loaded), its origin
 * allowed even when local, since the one running the eval named it.
 */
export async function startEvalPlatform(
  seeded: boolean,
  endpoint?: EvalEndpoint & { slugs: string[] },
): Promise<EvalPlatform> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kb-eval-'));
  const { app, context } = await buildPlatform({
    logger: false,
    env: {
      PLATFORM_DATA_DIR: dataDir,
      JWT_SECRET: 'eval-secret-not-for-production-0123456789',
      KB_API_KEY: API_KEY,
      // `KB_EMBEDDING_MODEL=none npm run eval` measures BM25 alone (the figures before hybrid).
      ...(process.env.KB_EMBEDDING_MODEL
        ? { KB_EMBEDDING_MODEL: process.env.KB_EMBEDDING_MODEL }
        : {}),
      ...(endpoint
        ? {
            KB_EMBEDDING_MODEL: 'none',
            KB_EMBEDDINGS_ALLOWED_ORIGINS: new URL(endpoint.baseUrl).origin,
          }
        : {}),
    },
    config: { port: 0, host: '127.0.0.1' },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  if (seeded) {
    const started = performance.now();
    await seed(context.database.db, context.publicUrl(), { history: false });
    const seededAt = performance.now();
    if (endpoint) await switchBotsTo(url, KEY_HEADER, endpoint.slugs, endpoint);
    else if (await embeddingsWaited(url, context.database.db))
      console.log(
        `seeding ${((seededAt - started) / 1000).toFixed(1)} s, then embedding ${((performance.now() - seededAt) / 1000).toFixed(1)} s`,
      );
  }
  return {
    url,
    db: context.database.db,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The background pipeline embeds the seeded chunks and their sentences after the seed
 * returns: questions wait for it, as they would be answered once a fresh start has settled. False without the model.
 */
async function embeddingsWaited(url: string, db: Db): Promise<boolean> {
  for (;;) {
    const response = await fetch(`${url}/kb/default/health`, { headers: KEY_HEADER });
    const { embeddings } = (await response.json()) as { embeddings: { status: string } };
    if (embeddings.status === 'ready') break;
    if (embeddings.status !== 'loading') return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (;;) {
    // The sentence vectors too: answers read them as a settled start's would.
    const { rows } = (await db.execute(sql`SELECT count(*)::int AS left FROM kb_chunks c
      WHERE NOT EXISTS (SELECT 1 FROM kb_chunk_embeddings e WHERE e.chunk_id = c.id)
        OR NOT EXISTS (SELECT 1 FROM kb_sentence_embeddings s
          WHERE s.chunk_id = c.id AND s.change_seq = c.change_seq)`)) as {
      rows: { left: number }[];
    };
    if (Number(rows[0]!.left) === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...KEY_HEADER },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
