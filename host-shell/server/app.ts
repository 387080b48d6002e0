import fs from 'node:fs';
import path from 'node:path';
import { registerStaticAssets } from '@switchboard/tooling/server/static-assets';
import { NO_CACHE } from '@switchboard/tooling/server/cache-policy';
import Fastify from 'fastify';
import type { GatewayConfig } from './config/gateway-config';
import { buildRuntimeConfig } from './config/runtime-config';
import { clientLogRoute } from './routes/client-log-route';
import { registerErrorHandler } from './routes/error-handler';

/** The gateway: the host build, its runtime configuration and the console's server routes. */
export async function buildGateway(config: GatewayConfig, options: { logger?: boolean } = {}) {
  const indexFile = path.join(config.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(
      `${config.distDir} holds no host build (index.html is missing): run the build first`,
    );
  }
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024 });
  registerErrorHandler(app);

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/runtime-config.json', async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return buildRuntimeConfig(config);
  });
  await app.register(clientLogRoute, { perMinute: config.logRateLimitPerMinute });
  await registerStaticAssets(app, { root: config.distDir, cors: false });

  // Deep links are client routes: any page address that is not a file or an API
  // answers with the shell, whose router takes it from there.
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage || request.url.startsWith('/api/')) {
      return reply.code(404).send({ error: `No route for ${request.method} ${request.url}` });
    }
    reply.header('Cache-Control', NO_CACHE);
    return reply.sendFile('index.html');
  });
  return app;
}
