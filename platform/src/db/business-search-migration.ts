import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * The businesses grid's quick search matches words anywhere in the name, industry and city
 * (ILIKE '%word%'), which a B-tree cannot serve: at 100,000 businesses every search read
 * the whole table, twice (the page and its count). Trigram indexes answer such a pattern
 * from the index. pg_trgm ships with PostgreSQL (and Supabase); PGlite loads it as an
 * extension (db/connect.ts). Without fastupdate, a write goes straight into the index
 * instead of a pending list that only VACUUM merges: PGlite has no autovacuum, and the
 * planner priced a long pending list out and read the table instead.
 */
export const businessSearchMigration: Migration = {
  version: 171,
  name: 'trigram indexes for the businesses quick search',
  statements: [
    `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
    `CREATE INDEX businesses_name_trgm_idx ON businesses USING gin (name gin_trgm_ops) WITH (fastupdate = off)`,
    `CREATE INDEX businesses_industry_trgm_idx ON businesses USING gin (industry gin_trgm_ops) WITH (fastupdate = off)`,
    `CREATE INDEX businesses_city_trgm_idx ON businesses USING gin (city gin_trgm_ops) WITH (fastupdate = off)`,
  ],
};
