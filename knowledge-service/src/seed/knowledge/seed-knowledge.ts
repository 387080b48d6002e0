import type { Db } from '@switchboard/server-kit/db/connect';
import { createDocument } from '../../documents/document-ingest';
import { kbCollections, kbDocuments } from '../../kb-schema';
import { resolveService, type ServiceDirectory } from '../../service-directory';
import { addDomainSynonym } from '../../synonyms/synonym-store';
import { SEED_KNOWLEDGE } from './knowledge-seed-data';
import type { SeedKnowledgeBase } from './seed-knowledge-types';
import { notYetStored } from '@switchboard/server-kit/db/not-yet-stored';

export async function seedKnowledgeBase(
  db: Db,
  directory: ServiceDirectory,
  base: SeedKnowledgeBase,
): Promise<number> {
  // A seeded bot skipped because a user's bot took its name has no service to fill.
  if (!(await resolveService(directory, base.slug))) return 0;
  await db
    .insert(kbCollections)
    .values({ service: base.slug, ...base.collection })
    .onConflictDoNothing();
  // An entry whose phrase is already listed (seeded before, or the admin's own) stays as it is.
  for (const entry of base.synonyms)
    await addDomainSynonym(db, base.slug, entry.phrase, entry.synonyms);
  let added = 0;
  // Loaded only when knowledge is seeded: pdfkit and docx took about 130 ms of every start,
  // and most starts seed none.
  const { renderSeedFile } = await import('./render-seed-file');
  for (const doc of await notYetStored(db, kbDocuments.id, base.documents, (doc) => doc.id)) {
    const result = await createDocument(db, base.slug, {
      id: doc.id,
      file: await renderSeedFile(doc),
      collectionId: base.collection.id,
      title: doc.title,
      description: doc.description,
      isPublic: doc.isPublic,
    });
    if (result && !result.ok)
      throw new Error(`seed document ${doc.fileName} failed to ingest: ${result.error}`);
    if (result) added += 1;
  }
  return added;
}

/**
 * Every seeded bot's starter documents and domain synonyms, the documents ingested through the upload pipeline (extract,
 * chunk, index) so chat and retrieval answer from them. Documents already present by id
 * are left alone, so re-seeding adds nothing. Returns how many documents were added.
 */
export async function seedKnowledge(db: Db, directory: ServiceDirectory): Promise<number> {
  let added = 0;
  for (const base of SEED_KNOWLEDGE) added += await seedKnowledgeBase(db, directory, base);
  return added;
}
