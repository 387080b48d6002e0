import fs from 'node:fs';
import Fastify from 'fastify';
import { registerStaticAssets } from '@switchboard/server-kit/static/static-assets';

export interface RemoteServerOptions {
  /** The remote's build folder (holding mf-manifest.json). */
  root: string;
  host: string;
  port: number;
  logger?: boolean;
}

/** A remote's production server: its static build, readable from any origin. */
export async function startRemoteServer(options: RemoteServerOptions) {
  if (!fs.existsSync(`${options.root}/mf-manifest.json`)) {
    throw new Error(
      `${options.root} holds no build (mf-manifest.json is missing): run the build first`,
    );
  }
  // Browsers keep connections open; a stopping server must not wait for them.
  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true });
  app.get('/healthz', async () => ({ status: 'ok' }));
  await registerStaticAssets(app, { root: options.root, cors: true });
  const address = await app.listen({ host: options.host, port: options.port });
  return { app, url: address };
}
