import { buildPackages, stalePackages } from './build-stale';
import {
  DEMO_SITE_PORT,
  GATEWAY_PORT,
  PLATFORM_PORT,
  REMOTE_NAMES,
  REMOTE_PORTS,
} from '@switchboard/server-kit/ports';
import { startStack } from './start-stack';

function port(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a port number`);
  return value;
}

async function main() {
  const stale = stalePackages();
  if (stale.length > 0) {
    console.log(`Building ${stale.join(', ')} …`);
    await buildPackages(stale);
  }
  const stack = await startStack({
    host: process.env.HOST ?? '127.0.0.1',
    ports: {
      gateway: port('GATEWAY_PORT', GATEWAY_PORT),
      platform: port('PLATFORM_PORT', PLATFORM_PORT),
      demoSite: port('DEMO_SITE_PORT', DEMO_SITE_PORT),
      remotes: Object.fromEntries(
        REMOTE_NAMES.map((name) => [
          name,
          port(`REMOTE_${name.toUpperCase()}_PORT`, REMOTE_PORTS[name]),
        ]),
      ) as Record<(typeof REMOTE_NAMES)[number], number>,
    },
  });
  console.log(`\nSwitchboard is running: ${stack.gatewayUrl}`);
  console.log(
    `Local platform: ${stack.platformUrl}   (sign in as admin@switchboard.local / switchboard)`,
  );
  console.log(`Demo site to crawl from Knowledge → Websites: ${stack.demoSiteUrl}/`);
  console.log('Press Ctrl-C to stop.\n');
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping …');
    void stack.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
