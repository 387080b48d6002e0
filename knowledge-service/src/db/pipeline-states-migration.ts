import type { Migration } from '@switchboard/server-kit/db/migration';
import { addColumns, replaceStatusCheck } from '@switchboard/server-kit/db/migration-sql';

const STATE_TIMES = [
  'queued_at timestamptz',
  'extracting_at timestamptz',
  'indexing_at timestamptz',
];

/**
 * Explicit pipeline states for documents and web pages (queued → extracting → indexing →
 * ready, or failed; a page may also be gone), when each state began, and each one's
 * content hash, which finds duplicate uploads and lets a re-sync skip unchanged pages.
 * Websites get a re-sync schedule and a record of every run; collection names become
 * unique per bot (existing duplicates get their id appended).
 */
export const pipelineStatesMigration: Migration = {
  version: 361,
  name: 'pipeline: states, content hashes, website re-sync, unique collection names',
  statements: [
    ...replaceStatusCheck('kb_documents', 'queued', 'extracting', 'indexing', 'ready', 'failed'),
    `ALTER TABLE kb_documents ALTER COLUMN status SET DEFAULT 'queued'`,
    `UPDATE kb_documents SET status = 'queued' WHERE status = 'processing'`,
    ...addColumns('kb_documents', ...STATE_TIMES, 'content_hash text'),
    `UPDATE kb_documents SET queued_at = created_at`,
    `CREATE INDEX kb_documents_hash_idx ON kb_documents (service, content_hash)`,
    ...replaceStatusCheck(
      'kb_webpages',
      'queued',
      'extracting',
      'indexing',
      'ready',
      'failed',
      'gone',
    ),
    ...addColumns('kb_webpages', ...STATE_TIMES, 'content_hash text'),
    `UPDATE kb_webpages SET content_hash = md5(content) WHERE status = 'ready'`,
    `CREATE TABLE kb_sites (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      service text NOT NULL,
      url text NOT NULL,
      schedule text NOT NULL DEFAULT 'off' CHECK (schedule IN ('off', 'daily', 'weekly')),
      next_run_at timestamptz,
      queue_job_id uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT kb_sites_service_url_unique UNIQUE (service, url)
    )`,
    `INSERT INTO kb_sites (service, url, created_at)
      SELECT service, url, min(created_at) FROM kb_crawl_jobs GROUP BY service, url`,
    `CREATE TABLE kb_site_syncs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      service text NOT NULL,
      site_id uuid NOT NULL REFERENCES kb_sites (id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'completed', 'failed')),
      trigger text NOT NULL CHECK (trigger IN ('schedule', 'manual')),
      pages_checked integer NOT NULL DEFAULT 0,
      pages_changed integer NOT NULL DEFAULT 0,
      pages_unchanged integer NOT NULL DEFAULT 0,
      pages_gone integer NOT NULL DEFAULT 0,
      pages_failed integer NOT NULL DEFAULT 0,
      error text,
      cursor uuid,
      started_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )`,
    `CREATE INDEX kb_site_syncs_site_idx ON kb_site_syncs (site_id, started_at DESC)`,
    `UPDATE kb_collections c SET name = c.name || ' (' || c.id || ')'
      WHERE EXISTS (SELECT 1 FROM kb_collections o
        WHERE o.service = c.service AND lower(o.name) = lower(c.name) AND o.id < c.id)`,
    `CREATE UNIQUE INDEX kb_collections_name_unique ON kb_collections (service, lower(name))`,
  ],
};
