import {
  RateLimiterMemory,
  RateLimiterPostgres,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Database } from '../db/connect';

export interface LimitOptions {
  keyPrefix: string;
  points: number;
  duration: number;
}

/** Makes rate limiters of one kind for the whole platform. */
export type LimiterFactory = (options: LimitOptions) => RateLimiterAbstract;

/**
 * On a PostgreSQL server every platform instance counts in one table (`rate_limits`,
 * made by migration 161), so N instances enforce one budget, not N. The embedded PGlite
 * database is one process's own, so its limits live in that process's memory.
 */
export function limiterFactory(database: Database): LimiterFactory {
  if (database.kind !== 'postgres') return (options) => new RateLimiterMemory(options);
  // The library sends `{text, values}` to a pg-style client; this one runs on our pool.
  const storeClient = {
    query: ({ text, values }: { text: string; values?: unknown[] }) =>
      database.execute(text, values),
  };
  return (options) =>
    new RateLimiterPostgres({
      ...options,
      storeClient,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
    });
}
