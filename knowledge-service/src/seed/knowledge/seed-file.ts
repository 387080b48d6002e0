import type { SeedFileSource } from '../../knowledge-host';
import { SEED_KNOWLEDGE } from './knowledge-seed-data';

/** The host hands this to the service so a re-index reads a seeded document from its seed. */
export const seedFileOf: SeedFileSource = async (service, documentId) => {
  const seed = SEED_KNOWLEDGE.find((base) => base.slug === service)?.documents.find(
    (doc) => doc.id === documentId,
  );
  if (!seed) return undefined;
  const { renderSeedFile } = await import('./render-seed-file');
  return renderSeedFile(seed);
};
