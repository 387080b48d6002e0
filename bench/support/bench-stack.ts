import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from '@switchboard/server-kit/ports';
import { stackServices, type StackPorts } from '@switchboard/tooling/stack/services';
import { startServices, startStack } from '@switchboard/tooling/stack/start-stack';
import { freePort } from '@switchboard/server-kit/free-port';
import { favourBench } from './scheduling-priority';

const HOST = '127.0.0.1';

export interface BenchStackOptions {
  /**
   * Fills the fresh PGlite folder before the stack starts (PGlite admits one process at a
   * time); it gets the platform's URL, which the seed writes into the bots' addresses.
   */
  prepare?: (dataDir: string, platformUrl: string) => Promise<void>;
  /** A monolithic host build to serve from a second gateway beside the federated one. */
  monolithDist?: string;
}

/**
 * The built console on free ports with a fresh (seeded) PGlite folder, and optionally a
 * second gateway serving the monolithic build against the same platform; `stop` removes
 * it all.
 */
export async function startBenchStack(options: BenchStackOptions = {}) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchboard-bench-'));
  const dataDir = path.join(workDir, 'pglite');
  const remotes = Object.fromEntries(
    await Promise.all(REMOTE_NAMES.map(async (n) => [n, await freePort()])),
  ) as StackPorts['remotes'];
  const ports: StackPorts = {
    gateway: await freePort(),
    platform: await freePort(),
    demoSite: await freePort(),
    remotes,
  };
  const monolithPort = await freePort();
  const platformUrl = `http://${HOST}:${ports.platform}`;
  await options.prepare?.(dataDir, platformUrl);
  const serviceKey = randomBytes(32).toString('hex');
  const env = {
    PLATFORM_DATA_DIR: dataDir,
    KNOWLEDGE_API_KEY: serviceKey,
    // The bench signs in far more often than a person would.
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
    CONSOLE_ORIGINS: [ports.gateway, monolithPort]
      .flatMap((port) => [`http://${HOST}:${port}`, `http://localhost:${port}`])
      .join(','),
  };
  const stack = await startStack({ host: HOST, quiet: true, ports, env });
  let stopMonolith = async () => {};
  if (options.monolithDist) {
    // The monolith loads no remote: entries that are not manifests are never fetched.
    const runtimeConfigFile = path.join(workDir, 'monolith-runtime-config.json');
    fs.writeFileSync(
      runtimeConfigFile,
      JSON.stringify({
        remotes: Object.fromEntries(
          REMOTE_NAMES.map((name) => [name, `http://${HOST}:${monolithPort}/bundled/${name}`]),
        ),
      }),
    );
    const gateway = stackServices({
      host: HOST,
      ports: { ...ports, gateway: monolithPort },
      env: {
        ...env,
        GATEWAY_DIST_DIR: options.monolithDist,
        RUNTIME_CONFIG_FILE: runtimeConfigFile,
      },
      serviceKey,
    }).find((service) => service.name === 'gateway')!;
    try {
      stopMonolith = await startServices([gateway], { host: HOST, quiet: true });
    } catch (error) {
      await stack.stop();
      throw error;
    }
  }
  // With `--favoured`, the stack and a browser started before it get first claim on the CPUs.
  if (process.argv.includes('--favoured')) console.log(`Bench: ${favourBench()}`);
  return {
    gatewayUrl: stack.gatewayUrl,
    platformUrl: stack.platformUrl,
    monolithUrl: options.monolithDist ? `http://${HOST}:${monolithPort}` : undefined,
    serviceKey,
    stop: async () => {
      await Promise.all([stopMonolith(), stack.stop()]);
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
