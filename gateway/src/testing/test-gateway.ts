import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildGateway, type GatewayOptions } from '../app';
import { gatewayConfigFromEnv } from '../config/gateway-config';

/** A gateway over a throw-away host build, pointed at a test platform. */
export async function testGateway(env: Record<string, string>, options: GatewayOptions = {}) {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const app = await buildGateway(
    gatewayConfigFromEnv({
      GATEWAY_DIST_DIR: distDir,
      ...env,
    }),
    options,
  );
  app.addHook('onClose', async () => fs.rmSync(distDir, { recursive: true, force: true }));
  return app;
}
