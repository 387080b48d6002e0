import type { Database } from '@switchboard/server-kit/db/connect';

/** How often PGlite's statistics are refreshed; a PostgreSQL server's auto-analyze runs on its own. */
const ANALYZE_INTERVAL_MS = 5 * 60_000;

/**
 * PGlite runs PostgreSQL in single-user mode, without the autovacuum daemon, so nothing
 * gathers table statistics. Without them the planner guesses, and for the businesses quick
 * search it guessed a full scan over the trigram indexes: 300 ms a query instead of 9 ms at
 * 100,000 businesses. ANALYZE on open and then every few minutes stands in for the daemon.
 * Only the platform's own tables (the schema's and the job queue's): the system catalogs the
 * planner needs no help with took 95% of a first ANALYZE (350 of 365 ms on every start).
 * Returns what stops the refreshes.
 */
export async function keepPgliteStatistics(
  database: Database,
  log: (error: unknown) => void,
): Promise<() => void> {
  if (database.kind !== 'pglite') return () => {};
  const analyze = async () => {
    const { rows } = await database.execute(
      'SELECT quote_ident(schemaname) AS schema, quote_ident(relname) AS name FROM pg_stat_user_tables',
    );
    const tables = (rows as { schema: string; name: string }[]).map((t) => `${t.schema}.${t.name}`);
    if (tables.length > 0) await database.execute(`ANALYZE ${tables.join(', ')}`);
  };
  await analyze();
  const timer = setInterval(() => {
    analyze().catch(log);
  }, ANALYZE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
