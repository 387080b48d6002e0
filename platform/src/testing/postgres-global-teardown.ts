import { removePlatformBundle } from './platform-bundle';
import { stopPostgres } from './postgres-server';

export default async function teardown(): Promise<void> {
  removePlatformBundle();
  const dataDir = process.env.LP_TEST_POSTGRES_DATA;
  const binDir = process.env.LP_TEST_POSTGRES_BIN;
  if (dataDir && binDir)
    stopPostgres({ adminUrl: process.env.LP_TEST_POSTGRES_URL ?? '', dataDir, binDir });
}
