import type { Migration } from '@switchboard/server-kit/db/migration';
import { addColumns } from '@switchboard/server-kit/db/migration-sql';

/**
 * A crawl's two switches, kept on the job so a restarted or queued crawl runs as asked:
 * whether links may leave the start URL's host and whether robots.txt is obeyed.
 * Existing jobs keep the behaviour they ran with (both on).
 */
export const kbCrawlOptionsMigration: Migration = {
  version: 102,
  name: 'crawl same-site and robots.txt switches',
  statements: addColumns(
    'kb_crawl_jobs',
    'same_site boolean NOT NULL DEFAULT true',
    'respect_robots boolean NOT NULL DEFAULT true',
  ),
};
