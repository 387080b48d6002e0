import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from '@switchboard/tooling/stack/ports';
import { startStack } from '@switchboard/tooling/stack/start-stack';
import { freePort } from '@switchboard/tooling/stack/wait-for-port';

/** The built console on free ports with a fresh (seeded) PGlite folder; `stop` removes it all. */
export async function startBenchStack() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchboard-bench-'));
  const remotes = Object.fromEntries(
    await Promise.all(REMOTE_NAMES.map(async (n) => [n, await freePort()])),
  );
  const stack = await startStack({
    host: '127.0.0.1',
    quiet: true,
    ports: {
      gateway: await freePort(),
      platform: await freePort(),
      demoSite: await freePort(),
      remotes: remotes as Record<(typeof REMOTE_NAMES)[number], number>,
    },
    env: { PLATFORM_DATA_DIR: path.join(workDir, 'pglite') },
  });
  return {
    gatewayUrl: stack.gatewayUrl,
    stop: async () => {
      await stack.stop();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
