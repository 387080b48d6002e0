// One Jest project shape for every package: SWC transform, jsdom by default
// (server test files opt into node with a `@jest-environment node` docblock).
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const setupFile = path.join(here, 'setup-tests.ts');

export function jestProject(
  packageDir,
  { displayName, testEnvironment = 'jsdom', roots = ['<rootDir>/src'] } = {},
) {
  return {
    displayName: displayName ?? path.basename(packageDir),
    rootDir: packageDir,
    roots,
    testEnvironment:
      testEnvironment === 'jsdom' ? path.join(here, 'jsdom-with-fetch.mjs') : testEnvironment,
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    setupFilesAfterEnv: [setupFile],
    runtime: path.join(here, 'script-compile-runtime.cjs'),
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
    // cookie 2 (under Fastify's inject) and jose (the gateway's token claims) ship ES
    // modules only.
    transformIgnorePatterns: ['/node_modules/(?!(cookie|jose)/)'],
  };
}
