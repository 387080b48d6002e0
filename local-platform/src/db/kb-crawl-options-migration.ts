import type { Migration } from './migrations';

/**
 * A crawl's two switches, kept on the job so a restarted or queued crawl runs as asked:
 * whether links may leave the start URL's host and whether robots.txt is obeyed.
 * Existing jobs keep the behaviour they ran with (both on).
 */
export const kbCrawlOptionsMigration: Migration = {
  version: 102,
  name: 'crawl same-site and robots.txt switches',
  statements: [
    `ALTER TABLE kb_crawl_jobs ADD COLUMN same_site boolean NOT NULL DEFAULT true`,
    `ALTER TABLE kb_crawl_jobs ADD COLUMN respect_robots boolean NOT NULL DEFAULT true`,
  ],
};
