import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  EmbeddingRuntime,
  ModelDirectory,
  SecretBox,
  secretKeyOf,
  VectorSearch,
} from '@switchboard/knowledge-service/retrieval';
import type { Db } from '@switchboard/server-kit/db/connect';
import { startEvalPlatform } from '../eval-platform';

export interface AnswerStepPlatform {
  db: Db;
  vectors: VectorSearch;
  /** Each document's file name and each web page's address, by id. */
  names: Map<string, string>;
  close(): Promise<void>;
}

/**
 * A seeded eval platform with the embedded model run in-process beside it, for scripts that
 * call the answer step directly (reading what the chat's routes do not return).
 */
export async function startAnswerStepPlatform(modelId: string): Promise<AnswerStepPlatform> {
  const platform = await startEvalPlatform(true);
  const runtime = new EmbeddingRuntime(modelId);
  await runtime.loaded;
  // The seeded bots use the embedded model: no endpoint key is ever opened with this one.
  const secrets = new SecretBox(secretKeyOf(randomBytes(32).toString('base64url')));
  const models = new ModelDirectory(platform.db, runtime, [], secrets);
  const vectors = new VectorSearch(platform.db, models, (m) => console.warn(m));
  const { rows } = (await platform.db.execute(
    sql`SELECT id, file_name FROM kb_documents UNION ALL SELECT id, url FROM kb_webpages`,
  )) as unknown as { rows: { id: string; file_name: string }[] };
  return {
    db: platform.db,
    vectors,
    names: new Map(rows.map((r) => [r.id, r.file_name])),
    async close() {
      await runtime.close();
      await platform.close();
    },
  };
}
