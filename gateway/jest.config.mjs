import { jestProject } from '@switchboard/tooling/jest';

export default {
  ...jestProject(import.meta.dirname, { testEnvironment: 'node' }),
  // The gateway suites start the real platform: each copies one store migrated here
  // rather than migrating its own, as the platform's own suites do.
  globalSetup: '@switchboard/platform/testing/pglite-global-setup',
  globalTeardown: '@switchboard/platform/testing/pglite-global-teardown',
};
