import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * The businesses list pages on the server past a few thousand rows: each sort it offers
 * (with id breaking ties, in the same direction) reads a page from an index instead of
 * sorting the whole table per request. Sorting by type name joins business_types and
 * cannot use an index; the handful of types keeps that sort cheap.
 */
export const businessPageIndexesMigration: Migration = {
  version: 170,
  name: 'indexes for the businesses page sorts',
  statements: [
    `CREATE INDEX businesses_created_page_idx ON businesses (created_at, id)`,
    `CREATE INDEX businesses_name_page_idx ON businesses (name, id)`,
    `CREATE INDEX businesses_industry_page_idx ON businesses (industry, id)`,
  ],
};
