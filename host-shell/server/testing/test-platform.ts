import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEV_SUPABASE_ANON_KEY } from '@switchboard/local-platform/config';

export const PASSWORD = 'switchboard';

export interface TestPlatform {
  url: string;
  /** An access token for a seeded account. */
  tokenFor(email: string): Promise<string>;
  /** A Bots API call as that token. */
  api(token: string, method: string, apiPath: string, body?: unknown): Promise<Response>;
  close(): Promise<void>;
}

const LISTENING = /listening on (http:\/\/\S+)/;

/**
 * The real local platform on a free port and a fresh PGlite folder. A child process, as
 * its own suites do: PGlite loads WebAssembly through a dynamic import that jest's module
 * sandbox cannot run.
 */
export async function startTestPlatform(): Promise<TestPlatform> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-pglite-'));
  const main = path.join(path.dirname(require.resolve('@switchboard/local-platform')), 'main.ts');
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), main], {
    env: {
      PATH: process.env.PATH ?? '',
      PLATFORM_PORT: '0',
      PLATFORM_HOST: '127.0.0.1',
      PLATFORM_DATA_DIR: dataDir,
      PLATFORM_LOG_LEVEL: 'warn',
      JWT_SECRET: 'gateway-tests-jwt-secret-0123456789abcdef0123456789',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      AUTH_RATE_LIMIT_PER_IP: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`platform did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`platform exited before listening:\n${output}`)));
  });

  const api = (token: string, method: string, apiPath: string, body?: unknown) =>
    fetch(`${url}${apiPath}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  return {
    url,
    api,
    async tokenFor(email) {
      const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: DEV_SUPABASE_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      const body = (await response.json()) as { access_token: string };
      if (!response.ok) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
      return body.access_token;
    },
    async close() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
