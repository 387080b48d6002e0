import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { START_LIMIT_MS, untilListening } from './child-service';
import { platformEntry } from './platform-bundle';

export const TEST_JWT_SECRET = 'test-secret-for-local-platform-tests-only-0123456789';
export const TEST_ANON_KEY = 'test-anon-key';

declare const LP_TEST_BACKEND: 'pglite' | 'postgres' | undefined;
export const testBackend = (): 'pglite' | 'postgres' =>
  typeof LP_TEST_BACKEND === 'string' ? LP_TEST_BACKEND : 'pglite';

/** Where a test platform keeps its data: a PGlite folder or a database on the test server. */
export interface TestStorage {
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/** Set by the projects' global setups: the migrated store every test storage starts from. */
const PGLITE_TEMPLATE = 'LP_TEST_PGLITE_TEMPLATE';
const POSTGRES_TEMPLATE = 'LP_TEST_POSTGRES_TEMPLATE';

export interface StorageOptions {
  /** Nothing in it, as a first start finds it, instead of a copy of the run's migrated template. */
  empty?: boolean;
}

/**
 * A store of its own for one test platform. Creating a database cluster and running every
 * migration cost seconds per start, so it is a copy of the migrated template the global
 * setup made (without one, as outside jest, an empty store). The platform still migrates
 * and seeds on start, as in production, finding the migrations done.
 */
export async function createTestStorage(options: StorageOptions = {}): Promise<TestStorage> {
  if (testBackend() === 'pglite')
    return pgliteStorage(options.empty ? undefined : process.env[PGLITE_TEMPLATE]);
  const adminUrl = process.env.LP_TEST_POSTGRES_URL;
  if (!adminUrl)
    throw new Error('LP_TEST_POSTGRES_URL is not set: the postgres global setup did not run');
  return postgresStorage(adminUrl, options.empty ? undefined : process.env[POSTGRES_TEMPLATE]);
}

function pgliteStorage(template: string | undefined): TestStorage {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-pglite-'));
  if (template) cpSync(template, dataDir, { recursive: true });
  return {
    env: { PLATFORM_DATA_DIR: dataDir },
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresStorage(
  adminUrl: string,
  template: string | undefined,
  name = `lp_test_${randomBytes(6).toString('hex')}`,
): Promise<TestStorage> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    dispose: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Starts the platform once on `storage` without seeding, so it holds every migration and nothing else. */
async function migrateTemplate(storage: TestStorage): Promise<void> {
  const platform = await startTestPlatform({ PLATFORM_SEED_IF_EMPTY: 'false' }, storage);
  // A request answered proves the process has set up its signal handlers before SIGTERM comes.
  const health = await fetch(`${platform.url}/health`);
  if (!health.ok) throw new Error(`template platform unhealthy: ${health.status}`);
  await platform.close();
}

/** The pglite project's template: a migrated data folder. */
export async function preparePgliteTemplate(): Promise<void> {
  const storage = pgliteStorage(undefined);
  await migrateTemplate(storage);
  process.env[PGLITE_TEMPLATE] = storage.env.PLATFORM_DATA_DIR;
}

export function removePgliteTemplate(): void {
  const dataDir = process.env[PGLITE_TEMPLATE];
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

/** A database holding every migration and nothing else, on the server at `adminUrl`. */
export async function createMigratedDatabase(adminUrl: string, name: string): Promise<void> {
  await migrateTemplate(await postgresStorage(adminUrl, undefined, name));
}

/** The postgres project's template: a migrated database on the test server. */
export async function preparePostgresTemplate(adminUrl: string): Promise<void> {
  const name = 'lp_template';
  await createMigratedDatabase(adminUrl, name);
  process.env[POSTGRES_TEMPLATE] = name;
}

/**
 * The limit for a hook or test per platform it starts or stops: longer than the start's own
 * limit, so on a loaded machine a slow start fails with the process's output, not jest's
 * bare timeout, and a stop may wait for its jobs. Jest's 60 s stays the policy for the rest.
 */
export const PLATFORM_START_TIMEOUT_MS = START_LIMIT_MS + 30_000;

export interface TestPlatform {
  url: string;
  storage: TestStorage;
  /** Everything the process printed, for failure messages. */
  output(): string;
  close(): Promise<void>;
  /** Ends the process at once (SIGKILL), as a crashed instance ends. */
  kill(): Promise<void>;
  /** The process, for a test that signals it itself, and its exit code once it has ended. */
  child: ChildProcess;
  exited: Promise<number | null>;
}

const LISTENING = /listening on (http:\/\/\S+)/;

/**
 * Starts the real service (`src/main.ts`, as `npm start` runs it) in a child
 * process on 127.0.0.1:0 with test secrets and generous rate limits. A child
 * process, not in-process, because PGlite loads its WebAssembly through a
 * dynamic import that jest's module sandbox cannot run.
 */
export async function startTestPlatform(
  env: Record<string, string> = {},
  storage?: TestStorage,
  /** A test build to run instead of the run's bundle (platform-bundle.ts's platformVariant). */
  bundle?: string,
): Promise<TestPlatform> {
  const store = storage ?? (await createTestStorage());
  const child = spawnPlatform(store, env, bundle);
  const { url, output, exited } = await untilListening(child, LISTENING, 'platform');
  return {
    url,
    storage: store,
    output,
    child,
    exited,
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) throw new Error(`platform exited with ${code} on SIGTERM:\n${output()}`);
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The platform's process on `store`, with the test settings; its output is piped. */
export function spawnPlatform(
  store: TestStorage,
  env: Record<string, string> = {},
  bundle?: string,
): ChildProcess {
  // Node itself, not the tsx command: the command relays SIGTERM and kills the child
  // outright when it does not confirm within 30 ms, which a loaded machine misses.
  return spawn(process.execPath, platformEntry(bundle), {
    cwd: path.resolve(__dirname, '..', '..'),
    env: {
      PATH: process.env.PATH ?? '',
      PLATFORM_PORT: '0',
      PLATFORM_HOST: '127.0.0.1',
      DEMO_SITE_PORT: '0',
      // Suites count seeded rows; the history has its own test.
      PLATFORM_SEED_HISTORY: 'false',
      // Ingesting the bots' starter documents costs seconds per start; only the suites
      // that read them (knowledge seed, restart, service listing) ask for them.
      PLATFORM_SEED_KNOWLEDGE: 'false',
      // Loading the embedding model costs a second and ~150 MB per start, and its pipeline
      // competes for the cores; the suites of hybrid retrieval ask for it (BM25 alone otherwise).
      KB_EMBEDDING_MODEL: 'none',
      PLATFORM_LOG_LEVEL: 'warn',
      JWT_SECRET: TEST_JWT_SECRET,
      SUPABASE_ANON_KEY: TEST_ANON_KEY,
      // bcrypt's least cost: every start hashes the seeded password and a run signs in
      // hundreds of times, 50 ms of a core each at production's cost (passwords.test.ts).
      AUTH_PASSWORD_COST: '4',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      // No load balancer watches a test platform's readiness; the shutdown suite sets one.
      SHUTDOWN_DRAIN_MS: '0',
      ...store.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export async function stopTestPlatform(
  platform: TestPlatform | undefined,
  keepStorage = false,
): Promise<void> {
  if (!platform) return;
  await platform.close();
  if (!keepStorage) await platform.storage.dispose();
}
