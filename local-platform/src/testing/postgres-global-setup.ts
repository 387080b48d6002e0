import { startPostgres } from './postgres-server';

/** Starts one PostgreSQL for the postgres project; each test platform gets its own database in it. */
export default async function setup(): Promise<void> {
  const server = await startPostgres();
  // Workers are forked after global setup, so they inherit these.
  process.env.LP_TEST_POSTGRES_URL = server.adminUrl;
  process.env.LP_TEST_POSTGRES_DATA = server.dataDir;
  process.env.LP_TEST_POSTGRES_BIN = server.binDir;
}
