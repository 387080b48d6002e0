import type { Database } from '@switchboard/server-kit/db/connect';
import type { JobQueue } from '@switchboard/server-kit/jobs/job-queue';
import type { ServiceDirectory } from './service-directory';

/** A seeded document's original file, rendered again from the seed it came from. */
export interface SeedFile {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

/** Finds the seed file of a document the host seeded; undefined for any other document. */
export type SeedFileSource = (service: string, documentId: string) => Promise<SeedFile | undefined>;

/** What the process that runs the knowledge service lends it. */
export interface KnowledgeServiceHost {
  database: Database;
  /** The durable queue crawls, recrawls and ingestion run on (any instance works them). */
  jobs: JobQueue;
  directory: ServiceDirectory;
  /** The demo site's origin once it listens; undefined when it is off. */
  demoSiteOrigin(): string | undefined;
  /**
   * The seed a re-index reads seeded documents again from. The seed data sits at the
   * package's edge (its `./seed` entry), so the host passes it in rather than the request
   * path importing it; without it a seeded document is re-chunked from its stored chunks.
   */
  seedFile?: SeedFileSource;
}
