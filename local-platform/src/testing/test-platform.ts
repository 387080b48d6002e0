import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { untilListening } from './child-service';

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

export async function createTestStorage(): Promise<TestStorage> {
  if (testBackend() === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-pglite-'));
    return {
      env: { PLATFORM_DATA_DIR: dataDir },
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.LP_TEST_POSTGRES_URL;
  if (!adminUrl)
    throw new Error('LP_TEST_POSTGRES_URL is not set: the postgres global setup did not run');
  const name = `lp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
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

export interface TestPlatform {
  url: string;
  storage: TestStorage;
  /** Everything the process printed, for failure messages. */
  output(): string;
  close(): Promise<void>;
  /** Ends the process at once (SIGKILL), as a crashed instance ends. */
  kill(): Promise<void>;
}

const MAIN = path.resolve(__dirname, '..', 'main.ts');
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
): Promise<TestPlatform> {
  const store = storage ?? (await createTestStorage());
  // Node with tsx's loader, not the tsx command: the command relays SIGTERM and kills the
  // child outright when it does not confirm within 30 ms, which a loaded machine misses.
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
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
      PLATFORM_LOG_LEVEL: 'warn',
      JWT_SECRET: TEST_JWT_SECRET,
      SUPABASE_ANON_KEY: TEST_ANON_KEY,
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      ...store.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { url, output, exited } = await untilListening(child, LISTENING, 'platform');
  return {
    url,
    storage: store,
    output,
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

export async function stopTestPlatform(
  platform: TestPlatform | undefined,
  keepStorage = false,
): Promise<void> {
  if (!platform) return;
  await platform.close();
  if (!keepStorage) await platform.storage.dispose();
}
