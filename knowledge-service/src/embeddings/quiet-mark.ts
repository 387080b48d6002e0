import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { horizonSql, writtenSince } from '../db/change-horizon';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * What the embedding pipeline saw just before a scan that found nothing to embed. Work
 * appears only when a chunk is written or re-titled, a bot's model changes, or a failed
 * bot's retry falls due; until one of those has happened an idle pipeline need not scan
 * every chunk again (two scans over 50,000 chunks each second held PGlite's one connection
 * while questions waited).
 */
export interface QuietMark {
  /** The snapshot xmin then (db/change-horizon.ts): a chunk written since has a writer at or above it. */
  horizon: string;
  /** A digest of every bot's model row (source, endpoint, key, model id, when it changed). */
  models: string;
  /** The database's clock then: a failed bot's retry falling due after it is new work. */
  at: string;
}

const modelsDigest = sql`(SELECT md5(coalesce(string_agg(m::text, '|' ORDER BY m.service), ''))
  FROM kb_bot_models m)`;

/** Taken before the scan, so whatever commits during the scan is newer than the mark. */
export async function takeQuietMark(db: Db): Promise<QuietMark> {
  const [mark] = rowsOf<QuietMark>(
    await db.execute(sql`SELECT ${horizonSql} AS horizon, ${modelsDigest} AS models,
      now()::text AS at`),
  );
  return mark!;
}

/**
 * Whether anything may have given the pipeline work since the mark: a chunk written by a
 * transaction at or above its horizon (one still running then may commit later, below
 * numbers already read), another model digest, a failed bot's retry now due, or a
 * re-embedding job still running (it finishes only by a scan). Each test reads an index or
 * a table of one row per bot, never every chunk.
 */
export async function changedSince(db: Db, mark: QuietMark): Promise<boolean> {
  const [row] = rowsOf<{ changed: boolean }>(
    await db.execute(sql`SELECT
      EXISTS (SELECT 1 FROM kb_service_stats s WHERE EXISTS (SELECT 1 FROM kb_chunks k
        WHERE k.service = s.service AND ${writtenSince('k.writer_xid', mark.horizon)}))
      OR ${modelsDigest} <> ${mark.models}
      OR EXISTS (SELECT 1 FROM kb_embedding_progress p WHERE p.status = 'failed'
        AND p.retry_at > ${mark.at}::timestamptz AND p.retry_at <= now())
      OR EXISTS (SELECT 1 FROM kb_reembed_jobs j WHERE j.status = 'running') AS changed`),
  );
  return Boolean(row?.changed);
}
