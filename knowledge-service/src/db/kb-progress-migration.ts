import { COUNT_NEW_CHUNKS_OF_SERVICE, COUNT_OUT_OLD_CHUNKS } from './kb-term-stats-sql';
import type { Migration } from '@switchboard/server-kit/db/migration';
import { addColumns, replaceStatusCheck } from '@switchboard/server-kit/db/migration-sql';

/**
 * Crawl progress staff can watch (queued, skipped, the page being fetched, cancel),
 * titles staff edited that a recrawl must keep, and per-service term statistics.
 * Document frequencies are kept by triggers on kb_chunks, so a question reads one
 * indexed row per term instead of counting matching chunks on every chat.
 */
export const kbProgressMigration: Migration = {
  version: 101,
  name: 'crawl progress, edited titles, term statistics',
  statements: [
    ...replaceStatusCheck('kb_crawl_jobs', 'queued', 'running', 'completed', 'failed', 'cancelled'),
    ...addColumns(
      'kb_crawl_jobs',
      'pages_queued integer NOT NULL DEFAULT 0',
      'pages_skipped integer NOT NULL DEFAULT 0',
      'current_url text',
    ),
    `ALTER TABLE kb_webpages ADD COLUMN title_edited boolean NOT NULL DEFAULT false`,
    `CREATE TABLE kb_term_stats (
      service text NOT NULL,
      term text NOT NULL,
      df integer NOT NULL,
      PRIMARY KEY (service, term)
    )`,
    `CREATE TABLE kb_service_stats (
      service text PRIMARY KEY,
      chunks integer NOT NULL
    )`,
    `INSERT INTO kb_term_stats (service, term, df)
      SELECT service, lexeme, count(*)::int FROM kb_chunks, unnest(tsv) GROUP BY service, lexeme`,
    `INSERT INTO kb_service_stats (service, chunks)
      SELECT service, count(*)::int FROM kb_chunks GROUP BY service`,
    // Statement-level with transition tables: one upsert per batch of chunks, not per row.
    // An update (a retitled document or page) changes tsv, so it counts out, then in.
    `CREATE FUNCTION kb_chunks_count_terms() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          INSERT INTO kb_term_stats (service, term, df)
            SELECT service, lexeme, count(*)::int FROM new_chunks, unnest(tsv) GROUP BY service, lexeme
            ON CONFLICT (service, term) DO UPDATE SET df = kb_term_stats.df + EXCLUDED.df;
${COUNT_NEW_CHUNKS_OF_SERVICE}
        END IF;
${COUNT_OUT_OLD_CHUNKS}
      END $$`,
    `CREATE TRIGGER kb_chunks_terms_insert AFTER INSERT ON kb_chunks
      REFERENCING NEW TABLE AS new_chunks FOR EACH STATEMENT EXECUTE FUNCTION kb_chunks_count_terms()`,
    `CREATE TRIGGER kb_chunks_terms_update AFTER UPDATE ON kb_chunks
      REFERENCING OLD TABLE AS old_chunks NEW TABLE AS new_chunks
      FOR EACH STATEMENT EXECUTE FUNCTION kb_chunks_count_terms()`,
    `CREATE TRIGGER kb_chunks_terms_delete AFTER DELETE ON kb_chunks
      REFERENCING OLD TABLE AS old_chunks FOR EACH STATEMENT EXECUTE FUNCTION kb_chunks_count_terms()`,
  ],
};
