import { DEFAULT_COLLECTION_TYPE, type CollectionStats } from '@switchboard/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { kbCollections } from '../kb-schema';
import { serviceRow } from '../service-rows';

/**
 * Uploads and crawls may name a collection that was never created (the
 * console's businesses keep a collection id of their own); it is created on
 * first use, type mixed, named after its id. Names are unique per bot: when another
 * collection already has that name, none is made and the id stands for itself.
 */
export async function ensureCollection(
  db: Db,
  service: string,
  collectionId: string | null | undefined,
): Promise<void> {
  if (!collectionId) return;
  await db
    .insert(kbCollections)
    .values({ service, id: collectionId, name: collectionId, type: DEFAULT_COLLECTION_TYPE })
    .onConflictDoNothing();
}

export async function collectionExists(db: Db, service: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: kbCollections.id })
    .from(kbCollections)
    .where(serviceRow(kbCollections, service, id));
  return rows.length > 0;
}

/** Counts per collection; content without a collection is reported under a null id. */
export async function collectionStats(db: Db, service: string): Promise<CollectionStats[]> {
  const result = (await db.execute(sql`
    WITH ids AS (
      SELECT id AS collection_id FROM kb_collections WHERE service = ${service}
      UNION SELECT collection_id FROM kb_documents WHERE service = ${service}
      UNION SELECT collection_id FROM kb_webpages WHERE service = ${service}
    )
    SELECT ids.collection_id,
      coalesce(c.name, ids.collection_id, 'Uncategorised') AS name,
      c.description,
      coalesce(c.type, ${DEFAULT_COLLECTION_TYPE}) AS type,
      greatest(
        c.created_at,
        (SELECT max(d.updated_at) FROM kb_documents d WHERE d.service = ${service} AND d.collection_id IS NOT DISTINCT FROM ids.collection_id),
        (SELECT max(w.updated_at) FROM kb_webpages w WHERE w.service = ${service} AND w.collection_id IS NOT DISTINCT FROM ids.collection_id)
      ) AS last_updated,
      (SELECT count(*) FROM kb_documents d WHERE d.service = ${service} AND d.collection_id IS NOT DISTINCT FROM ids.collection_id)::int AS documents,
      (SELECT count(*) FROM kb_webpages w WHERE w.service = ${service} AND w.collection_id IS NOT DISTINCT FROM ids.collection_id)::int AS webpages,
      (SELECT count(*) FROM kb_chunks k WHERE k.service = ${service} AND k.collection_id IS NOT DISTINCT FROM ids.collection_id)::int AS chunks
    FROM ids LEFT JOIN kb_collections c ON c.service = ${service} AND c.id = ids.collection_id
    ORDER BY ids.collection_id NULLS LAST
  `)) as { rows: CollectionStats[] };
  return result.rows.map((row) => ({
    ...row,
    documents: Number(row.documents),
    webpages: Number(row.webpages),
    chunks: Number(row.chunks),
  }));
}
