import { COUNT_NEW_CHUNKS_OF_SERVICE, COUNT_OUT_OLD_CHUNKS } from './kb-term-stats-sql';
import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * Term statistics per batch of chunks, cheaper: terms already counted are updated in one
 * joined UPDATE and only new terms are inserted, instead of an insert attempt per term
 * that mostly ends in a conflict. The insert keeps its conflict clause, so two batches
 * bringing the same new term at once (two platform instances) still add up.
 */
export const kbTermStatsMigration: Migration = {
  version: 104,
  name: 'term statistics: update known terms, insert new ones',
  statements: [
    `CREATE OR REPLACE FUNCTION kb_chunks_count_terms() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          WITH batch AS (
            SELECT service, lexeme AS term, count(*)::int AS n FROM new_chunks, unnest(tsv) GROUP BY service, lexeme
          ), known AS (
            UPDATE kb_term_stats t SET df = t.df + batch.n FROM batch
              WHERE t.service = batch.service AND t.term = batch.term
              RETURNING t.service, t.term
          )
          INSERT INTO kb_term_stats (service, term, df)
            SELECT batch.service, batch.term, batch.n FROM batch
            WHERE NOT EXISTS (SELECT 1 FROM known WHERE known.service = batch.service AND known.term = batch.term)
            ON CONFLICT (service, term) DO UPDATE SET df = kb_term_stats.df + EXCLUDED.df;
${COUNT_NEW_CHUNKS_OF_SERVICE}
        END IF;
${COUNT_OUT_OLD_CHUNKS}
      END $$`,
  ],
};
