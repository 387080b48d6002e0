import type { Db } from '@switchboard/server-kit/db/connect';
import type { ServiceDirectory } from '../../service-directory';
import { seedKnowledgeBase } from '../knowledge/seed-knowledge';
import { consoleGuide } from './general-knowledge';

/** The general knowledge service's guide to the console; re-seeding adds nothing. */
export const seedGeneralKnowledge = (db: Db, directory: ServiceDirectory): Promise<number> =>
  seedKnowledgeBase(db, directory, consoleGuide);
