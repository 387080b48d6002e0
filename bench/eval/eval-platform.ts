import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildPlatform } from '@switchboard/platform/app';
import { seed } from '@switchboard/platform/seed/seed';
import type { Db } from '@switchboard/server-kit/db/connect';

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
 * pipeline (extract, chunk, index) as on a first start, without the chat history.
 */
export async function startEvalPlatform(seeded: boolean): Promise<EvalPlatform> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kb-eval-'));
  const { app, context } = await buildPlatform({
    logger: false,
    env: {
      PLATFORM_DATA_DIR: dataDir,
      JWT_SECRET: 'eval-secret-not-for-production-0123456789',
      KB_API_KEY: API_KEY,
    },
    config: { port: 0, host: '127.0.0.1' },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  if (seeded) await seed(context.database.db, context.publicUrl(), { history: false });
  return {
    url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    db: context.database.db,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
