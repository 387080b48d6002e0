import type { ChildProcess } from 'node:child_process';
import {
  createTestStorage,
  spawnPlatform,
  type TestStorage,
} from '@switchboard/platform/testing/test-platform';
import { freePort } from '@switchboard/server-kit/free-port';

export interface FreshPlatform {
  child: ChildProcess;
  url: string;
  storage: TestStorage;
  /** performance.now() when the process was spawned. */
  started: number;
}

/** A platform process on an empty PGlite store and a free port, as a first `npm start` finds it. */
export async function spawnFreshPlatform(env: Record<string, string>): Promise<FreshPlatform> {
  const storage = await createTestStorage({ empty: true });
  const port = await freePort();
  const started = performance.now();
  const child = spawnPlatform(storage, { PLATFORM_PORT: String(port), ...env });
  return { child, url: `http://127.0.0.1:${port}`, storage, started };
}
