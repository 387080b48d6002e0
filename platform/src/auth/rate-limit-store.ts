import { RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Database } from '@switchboard/server-kit/db/connect';
import type { BudgetFactory } from './password-rate-limiter';

/**
 * On a PostgreSQL server every platform instance counts in one table (`rate_limits`,
 * made by migration 161), so N instances enforce one budget, not N. The embedded PGlite
 * database belongs to one process, so its budgets live in that process's memory.
 */
export function budgetsFor(database: Database): BudgetFactory {
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
