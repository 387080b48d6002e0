import pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export interface BudgetOptions {
  keyPrefix: string;
  points: number;
  duration: number;
}

export interface BudgetStore {
  budget(options: BudgetOptions): RateLimiterAbstract;
  close(): Promise<void>;
}

// rate-limiter-flexible's own PostgreSQL table shape (the platform's `rate_limits` has it too).
const TABLE = 'gateway_rate_limits';
// Serialises the table's creation when several gateways start at once; arbitrary but fixed.
const CREATE_LOCK_KEY = 41002027;

/**
 * Where the gateway counts its rate limits. With a database URL every gateway counts in
 * one PostgreSQL table, so N gateways behind a load balancer enforce one budget, not N;
 * without one, each process counts in its own memory (one gateway, `npm start`).
 */
export async function budgetStore(databaseUrl: string | undefined): Promise<BudgetStore> {
  if (!databaseUrl)
    return { budget: (options) => new RateLimiterMemory(options), close: async () => undefined };
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  // The library would create the table itself, but two gateways doing so at the same
  // moment can collide in PostgreSQL's catalogue; a transaction-scoped lock prevents it.
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [CREATE_LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS ${TABLE} (
      key varchar(255) PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    )`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release();
    await pool.end();
    throw error;
  }
  client.release();
  return {
    budget: (options) =>
      new RateLimiterPostgres({
        ...options,
        storeClient: pool,
        storeType: 'pool',
        tableName: TABLE,
        tableCreated: true,
        // A database that stops answering must not turn every counted request into a 500:
        // this gateway counts alone in memory until the store answers again.
        insuranceLimiter: new RateLimiterMemory(options),
      }),
    close: () => pool.end(),
  };
}
