import type { Database } from '@switchboard/server-kit/db/connect';
import type { JobQueue } from '@switchboard/server-kit/jobs/job-queue';
import type { ServiceDirectory } from './service-directory';

/** What the process that runs the knowledge service lends it. */
export interface KnowledgeServiceHost {
  database: Database;
  /** The durable queue crawls, recrawls and ingestion run on (any instance works them). */
  jobs: JobQueue;
  directory: ServiceDirectory;
  /** The demo site's origin once it listens; undefined when it is off. */
  demoSiteOrigin(): string | undefined;
}
