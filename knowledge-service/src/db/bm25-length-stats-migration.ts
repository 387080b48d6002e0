import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * Okapi BM25 normalises a chunk's score by its length against the service's average. A
 * chunk's length is its count of distinct terms (`length(tsv)`, read from the tsvector's
 * header, no parsing); the service's total is kept beside its chunk count by the same
 * statement-level trigger that keeps the term statistics, so the average is one indexed
 * read however large the corpus.
 */
export const bm25LengthStatsMigration: Migration = {
  version: 350,
  name: 'bm25: total chunk length per service beside its chunk count',
  statements: [
    `ALTER TABLE kb_service_stats ADD COLUMN lexemes bigint NOT NULL DEFAULT 0`,
    `UPDATE kb_service_stats s SET lexemes = coalesce(
      (SELECT sum(length(c.tsv)) FROM kb_chunks c WHERE c.service = s.service), 0)`,
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
          INSERT INTO kb_service_stats (service, chunks, lexemes)
            SELECT service, count(*)::int, sum(length(tsv)) FROM new_chunks GROUP BY service
            ON CONFLICT (service) DO UPDATE SET chunks = kb_service_stats.chunks + EXCLUDED.chunks,
              lexemes = kb_service_stats.lexemes + EXCLUDED.lexemes;
        END IF;
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
          UPDATE kb_term_stats t SET df = t.df - gone.n
            FROM (SELECT service, lexeme, count(*)::int AS n FROM old_chunks, unnest(tsv) GROUP BY service, lexeme) gone
            WHERE t.service = gone.service AND t.term = gone.lexeme;
          DELETE FROM kb_term_stats t
            USING (SELECT DISTINCT service, lexeme FROM old_chunks, unnest(tsv)) gone
            WHERE t.service = gone.service AND t.term = gone.lexeme AND t.df <= 0;
          UPDATE kb_service_stats s SET chunks = s.chunks - gone.n, lexemes = s.lexemes - gone.len
            FROM (SELECT service, count(*)::int AS n, sum(length(tsv)) AS len FROM old_chunks GROUP BY service) gone
            WHERE s.service = gone.service;
        END IF;
        RETURN NULL;
      END $$`,
  ],
};
