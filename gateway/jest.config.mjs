import { jestProject } from '@switchboard/tooling/jest';

const base = jestProject(import.meta.dirname, { testEnvironment: 'node' });

export default {
  ...base,
  // The gateway suites start the real platform: each copies one store migrated here
  // rather than migrating its own, as the platform's own suites do.
  globalSetup: '@switchboard/platform/testing/pglite-global-setup',
  globalTeardown: '@switchboard/platform/testing/pglite-global-teardown',
  // The operations across services run with the server suites, on PGlite and PostgreSQL.
  testPathIgnorePatterns: [
    ...base.testPathIgnorePatterns,
    '/src/business-operations/',
    '/src/feedback-operations/',
  ],
};
