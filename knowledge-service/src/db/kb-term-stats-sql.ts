/**
 * The parts of the term-statistics trigger function (kb_chunks_count_terms) that every
 * version of it shares: chunks inserted add to the service's chunk count, and chunks
 * deleted (or the old side of an update) count out of the terms and the service.
 */
export const COUNT_NEW_CHUNKS_OF_SERVICE = `          INSERT INTO kb_service_stats (service, chunks)
            SELECT service, count(*)::int FROM new_chunks GROUP BY service
            ON CONFLICT (service) DO UPDATE SET chunks = kb_service_stats.chunks + EXCLUDED.chunks;`;

export const COUNT_OUT_OLD_CHUNKS = `        IF TG_OP IN ('DELETE', 'UPDATE') THEN
          UPDATE kb_term_stats t SET df = t.df - gone.n
            FROM (SELECT service, lexeme, count(*)::int AS n FROM old_chunks, unnest(tsv) GROUP BY service, lexeme) gone
            WHERE t.service = gone.service AND t.term = gone.lexeme;
          DELETE FROM kb_term_stats t
            USING (SELECT DISTINCT service, lexeme FROM old_chunks, unnest(tsv)) gone
            WHERE t.service = gone.service AND t.term = gone.lexeme AND t.df <= 0;
          UPDATE kb_service_stats s SET chunks = s.chunks - gone.n
            FROM (SELECT service, count(*)::int AS n FROM old_chunks GROUP BY service) gone
            WHERE s.service = gone.service;
        END IF;
        RETURN NULL;`;
