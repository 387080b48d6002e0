import path from 'node:path';
import { createRequire } from 'node:module';

const here = import.meta.dirname;
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];

/**
 * The server suites run on PGlite (a temp data folder per platform) and, all but the two
 * lists below, again on a real PostgreSQL server that the postgres project's global setup
 * starts; a new suite runs on both unless it joins a list for its reason. Each project's global
 * setup migrates one store that every test platform copies. The knowledge service's suites
 * use the same projects: they run it inside a test platform, as `npm start` does.
 */
/**
 * Suites that use no shared store (the text pipeline, or a PGlite of their own) prove
 * nothing more on the second backend, so only the PGlite project runs them: the text
 * pipeline's fuzz test alone took 53 s a run.
 */
const STORE_FREE_SUITES = [
  '/knowledge-service/src/indexing/text-pipeline-fuzz\\.test\\.ts$',
  '/knowledge-service/src/indexing/chunk-losslessness\\.test\\.ts$',
  '/knowledge-service/src/indexing/pipeline-thread\\.test\\.ts$',
  '/knowledge-service/src/extract/',
  '/platform/src/auth/link-mailer\\.test\\.ts$',
  '/knowledge-service/src/db/reindex-migration\\.test\\.ts$',
  '/knowledge-service/src/seed/knowledge/eval-questions/',
  '/bench/eval/',
];

/**
 * Suites whose checks sit above the stores: every statement they cause runs through a store
 * whose own suites run on both backends, and what they prove (a 4xx for bad input, a time
 * limit, an embedding model's ranking) is the same whichever store answers, since PGlite is
 * PostgreSQL's own engine. So only the PGlite project runs them. What the PostgreSQL project
 * proves is the DATABASE_URL path (the pool and its connections, concurrency and locking,
 * jobs, LISTEN/NOTIFY, several instances, migrations, and the SQL itself on another server
 * version), so a suite that owns SQL, a migration, a store, or a concurrent or multi-instance
 * case stays on both; so does every platform's start, which migrates and seeds its store.
 */
const ABOVE_THE_STORE_SUITES = [
  // Refusing bad input, hostile files, foreign origins and unknown callers happens before
  // any store; what a refused request leaves is read back through the stores' own suites.
  '/knowledge-service/src/kb-bad-input\\.test\\.ts$',
  '/knowledge-service/src/kb-credential-attacks\\.test\\.ts$',
  '/knowledge-service/src/documents/ingest-attacks\\.test\\.ts$',
  '/knowledge-service/src/crawl/crawl-ssrf-attacks\\.test\\.ts$',
  '/platform/src/bots-api/admin-guard\\.test\\.ts$',
  // The extraction's time limit is a worker thread's; the crawl's URL filter is a function.
  '/knowledge-service/src/documents/ingest-time-limit\\.test\\.ts$',
  '/knowledge-service/src/crawl/url-patterns\\.test\\.ts$',
  // The embedding model's answers: its vectors are written and read through the vector
  // store, whose lifecycle and eviction suites run on both (sentence-vector-lifecycle,
  // vector-eviction, quiet-pipeline), as the staff answers' through staff-answers.test.ts.
  '/knowledge-service/src/embeddings/hybrid-retrieval\\.test\\.ts$',
  '/knowledge-service/src/embeddings/stored-sentence-cosines\\.test\\.ts$',
  '/knowledge-service/src/staff-answers/staff-answer-meaning\\.test\\.ts$',
];

export function serverSuites(rootDir, roots) {
  const shared = {
    rootDir,
    testEnvironment: 'node',
    roots,
    testMatch: ['**/*.test.ts'],
    transform: { '^.+\\.(t|j|mj)s$': swc },
    // jose ships ES modules only; jest's CommonJS runtime needs it transformed.
    // (cookie 2, under Fastify's inject in the gateway's suites, too.)
    transformIgnorePatterns: ['/node_modules/(?!(cookie|jose)/)'],
    // Modules compiled once per worker rather than once per file (see the runtime).
    runtime: createRequire(import.meta.url).resolve('@switchboard/tooling/jest/runtime'),
  };
  const testing = (file) => path.join(here, 'src', 'testing', file);
  return {
    // Global option: ignored inside a project. The same figure as every front-end project
    // (tooling/jest/setup-tests.ts): starting a platform can take seconds on 2 busy cores.
    testTimeout: 60_000,
    // Jest's default on two cores is one worker, which leaves a core idle while a suite's
    // platform starts or its requests wait on a child process; one suite per core fills it.
    maxWorkers: '100%',
    projects: [
      {
        ...shared,
        displayName: 'pglite',
        globals: { LP_TEST_BACKEND: 'pglite' },
        globalSetup: testing('pglite-global-setup.ts'),
        globalTeardown: testing('pglite-global-teardown.ts'),
      },
      {
        ...shared,
        displayName: 'postgres',
        testPathIgnorePatterns: ['/node_modules/', ...STORE_FREE_SUITES, ...ABOVE_THE_STORE_SUITES],
        globals: { LP_TEST_BACKEND: 'postgres' },
        globalSetup: testing('postgres-global-setup.ts'),
        globalTeardown: testing('postgres-global-teardown.ts'),
      },
    ],
  };
}
