import { preparePgliteTemplate } from './test-platform';

/** Migrates one PGlite store that every test platform of the pglite project starts from a copy of. */
export default async function setup(): Promise<void> {
  // Workers are forked after global setup, so they inherit where the template is.
  await preparePgliteTemplate();
}
