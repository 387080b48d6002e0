import { migrateKnowledgeService } from '@switchboard/knowledge-service';
import type { Db } from '@switchboard/server-kit/db/connect';
import { migrate } from '@switchboard/server-kit/db/migrate';
import { platformMigrations } from './migrations';

/**
 * The platform's tables, then those of the knowledge service it hosts in its process.
 * Each list runs in a transaction of its own; the knowledge service's tables refer to none
 * of the platform's, so a start stopped between the two finishes the rest next time.
 */
export async function migrateStore(db: Db): Promise<number[]> {
  return [...(await migrate(db, platformMigrations)), ...(await migrateKnowledgeService(db))];
}
