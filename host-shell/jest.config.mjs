import { jestProject } from '@switchboard/tooling/jest';

export default {
  ...jestProject(import.meta.dirname, { roots: ['<rootDir>/src', '<rootDir>/server'] }),
  // The gateway suites start the real platform: each copies one store migrated here
  // rather than migrating its own, as the platform's own suites do.
  globalSetup: '@switchboard/local-platform/testing/pglite-global-setup',
  globalTeardown: '@switchboard/local-platform/testing/pglite-global-teardown',
};
