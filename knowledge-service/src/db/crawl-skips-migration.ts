import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * Each link a crawl skipped, with the rule that refused it, so "Skipped 3" can say which
 * pages and why. One row per link and crawl: a crawl resumed after a takeover may meet the
 * same link again and must not list it twice. The rows go with their crawl.
 */
export const crawlSkipsMigration: Migration = {
  version: 440,
  name: 'crawl: the links each crawl skipped and why',
  statements: [
    `CREATE TABLE kb_crawl_skips (
      id bigserial PRIMARY KEY,
      crawl_job_id uuid NOT NULL REFERENCES kb_crawl_jobs (id) ON DELETE CASCADE,
      service text NOT NULL,
      url text NOT NULL,
      reason text NOT NULL CHECK (reason IN ('robots', 'address', 'include', 'exclude')),
      detail text NOT NULL,
      found_on text,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (crawl_job_id, url)
    )`,
    `CREATE INDEX kb_crawl_skips_job_idx ON kb_crawl_skips (crawl_job_id, id)`,
  ],
};
