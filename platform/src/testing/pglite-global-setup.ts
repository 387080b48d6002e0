import { preparePlatformBundle } from './platform-bundle';
import { preparePgliteTemplate } from './test-platform';

/**
 * Bundles the platform and migrates one PGlite store that every test platform of the
 * pglite project starts from a copy of.
 */
export default async function setup(): Promise<void> {
  // Workers are forked after global setup, so they inherit where both are.
  await preparePlatformBundle();
  await preparePgliteTemplate();
}
