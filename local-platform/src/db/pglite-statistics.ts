import type { Database } from './connect';

/** How often PGlite's statistics are refreshed; a PostgreSQL server's auto-analyze runs on its own. */
const ANALYZE_INTERVAL_MS = 5 * 60_000;

/**
 * PGlite runs PostgreSQL in single-user mode, without the autovacuum daemon, so nothing
 * gathers table statistics. Without them the planner guesses, and for the businesses quick
 * search it guessed a full scan over the trigram indexes: 300 ms a query instead of 9 ms at
 * 100,000 businesses. ANALYZE on open and then every few minutes stands in for the daemon.
 * Returns what stops the refreshes.
 */
export async function keepPgliteStatistics(
  database: Database,
  log: (error: unknown) => void,
): Promise<() => void> {
  if (database.kind !== 'pglite') return () => {};
  await database.execute('ANALYZE');
  const timer = setInterval(() => {
    database.execute('ANALYZE').catch(log);
  }, ANALYZE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
