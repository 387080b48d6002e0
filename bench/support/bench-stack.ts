import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from '@switchboard/tooling/stack/ports';
import { startStack } from '@switchboard/tooling/stack/start-stack';
import { freePort } from '@switchboard/tooling/stack/wait-for-port';

/**
 * The built console on free ports with a fresh (seeded) PGlite folder; `stop` removes it all.
 * `prepare` may fill the folder first (PGlite admits one process at a time).
 */
export async function startBenchStack(
  options: { prepare?: (dataDir: string) => Promise<void> } = {},
) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchboard-bench-'));
  const dataDir = path.join(workDir, 'pglite');
  await options.prepare?.(dataDir);
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
    env: { PLATFORM_DATA_DIR: dataDir },
  });
  return {
    gatewayUrl: stack.gatewayUrl,
    stop: async () => {
      await stack.stop();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
