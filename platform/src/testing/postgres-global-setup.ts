import { preparePlatformBundle } from './platform-bundle';
import { startPostgres, stopPostgres } from './postgres-server';
import { preparePostgresTemplate } from './test-platform';

/**
 * Starts one PostgreSQL for the postgres project and migrates a template database in it;
 * each test platform gets its own database, made from the template. The platform runs
 * from the run's bundle (platform-bundle.ts).
 */
export default async function setup(): Promise<void> {
  await preparePlatformBundle();
  const server = await startPostgres();
  // Workers are forked after global setup, so they inherit these.
  process.env.LP_TEST_POSTGRES_URL = server.adminUrl;
  process.env.LP_TEST_POSTGRES_DATA = server.dataDir;
  process.env.LP_TEST_POSTGRES_BIN = server.binDir;
  try {
    await preparePostgresTemplate(server.adminUrl);
  } catch (error) {
    stopPostgres(server);
    throw error;
  }
}
