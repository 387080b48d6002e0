import type { Db } from '../db/connect';
import type { JobQueue } from '../jobs/job-queue';
import type { PlatformContext } from '../platform-context';
import type { KbConfig } from './kb-config';

/** What every knowledge-service route needs, built once per platform. */
export interface KbContext {
  platform: PlatformContext;
  db: Db;
  config: KbConfig;
  startedAt: number;
  /** The durable queue crawls, recrawls and ingestion run on (any instance works them). */
  jobs: JobQueue;
  /** Crawls this instance is working, by job id, so a cancel here stops one at once. */
  crawls: Map<string, AbortController>;
}
