import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { kbCollections } from '../kb-schema';
import { DEFAULT_SERVICE } from '../service-directory';

/**
 * The console creates a collection in the general service for a new business that names
 * none, with the business's name. When that business is deleted and nothing else uses the
 * collection, it goes too; a collection staff filled, renamed or share is left alone.
 * Returns whether it was deleted.
 */
export async function removeBusinessCollection(
  db: Db,
  collectionId: string,
  businessName: string,
): Promise<boolean> {
  const deleted = await db
    .delete(kbCollections)
    .where(
      and(
        eq(kbCollections.service, DEFAULT_SERVICE),
        eq(kbCollections.id, collectionId),
        sql`lower(${kbCollections.name}) = lower(${businessName})`,
        sql`NOT EXISTS (SELECT 1 FROM kb_documents d WHERE d.service = ${DEFAULT_SERVICE} AND d.collection_id = ${collectionId})`,
        sql`NOT EXISTS (SELECT 1 FROM kb_webpages w WHERE w.service = ${DEFAULT_SERVICE} AND w.collection_id = ${collectionId})`,
      ),
    )
    .returning({ id: kbCollections.id });
  return deleted.length > 0;
}
