import type { Migration } from '@switchboard/server-kit/db/migration';
import { addColumns } from '@switchboard/server-kit/db/migration-sql';

/**
 * Crawls run as queued jobs that any platform instance may work: the job row records
 * which instance holds it and until when (a lease it renews while working), and where
 * the crawl stands (the links still to fetch and those already seen), so another
 * instance resumes a crawl whose worker died instead of starting it again. An upload's
 * bytes wait in kb_ingest_files until a worker has indexed them.
 */
export const durableJobsMigration: Migration = {
  version: 160,
  name: 'durable crawl and ingestion jobs',
  statements: [
    ...addColumns('kb_crawl_jobs', 'worker_id text', 'lease_until timestamptz', 'frontier jsonb'),
    `CREATE INDEX kb_crawl_jobs_leases ON kb_crawl_jobs (service, lease_until)
      WHERE status IN ('queued', 'running')`,
    `CREATE TABLE kb_ingest_files (
      document_id uuid PRIMARY KEY REFERENCES kb_documents (id) ON DELETE CASCADE,
      bytes bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
  ],
};

/**
 * The queue job that currently carries each crawl (a crawl hands itself on from slice to
 * slice), so the crawl is failed when that job runs out of retries, not when an older
 * slice's job does.
 */
export const crawlCarrierMigration: Migration = {
  version: 162,
  name: 'the queue job carrying each crawl',
  statements: [`ALTER TABLE kb_crawl_jobs ADD COLUMN queue_job_id uuid`],
};
