import fs from 'node:fs';
import path from 'node:path';
import { registerStaticAssets } from '@switchboard/server-kit/static/static-assets';
import { NO_CACHE } from '@switchboard/server-kit/static/cache-policy';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { chatProxyRoutes } from './bot-proxy/chat-proxy-routes';
import type { GatewayConfig } from './config/gateway-config';
import { remoteMenus } from './config/remote-menus';
import { buildRuntimeConfig } from './config/runtime-config';
import { registerShellRoutes } from './shell-page/shell-routes';
import { gatewayContext } from './gateway-context';
import { registerReadiness } from './health/readiness-route';
import { GracefulStop, type StopTimes } from '@switchboard/server-kit/http/graceful-stop';
import { registerCrossSiteGuard } from './http/cross-site-guard';
import { registerSecurityHeaders } from './http/security-headers';
import { budgetStore } from './limits/shared-budget';
import { reportRoutes } from './reports/report-routes';
import { clientLogRoute } from './routes/client-log-route';
import { registerErrorHandler } from './routes/error-handler';
import { botServiceRoutes } from './service-proxy/bot-service-routes';
import { knowledgeRoutes } from './service-proxy/knowledge-routes';
import { businessOperationRoutes } from './business-operations/business-operation-routes';
import { feedbackOperationRoutes } from './feedback-operations/feedback-operation-routes';
import { credentialsOnly, type ProvidersSource } from './session-library/providers';
import { sessionLibraryRoutes } from './session-library/session-library-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drain (readiness 503), then close: what SIGTERM runs. */
    gracefulStop: GracefulStop;
  }
}

export interface GatewayOptions {
  logger?: boolean;
  /** SIGTERM's drain and deadline (main.ts reads them from the environment); no drain otherwise. */
  stopTimes?: StopTimes;
  /** The session library's provider list (tests remove it to see the /error path). */
  providers?: ProvidersSource;
}

/** The gateway: the host build, its runtime configuration and the console's server routes. */
export async function buildGateway(config: GatewayConfig, options: GatewayOptions = {}) {
  const indexFile = path.join(config.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(
      `${config.distDir} holds no host build (index.html is missing): run the build first`,
    );
  }
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024 });
  const stop = new GracefulStop(app, options.stopTimes ?? { drainMs: 0, timeoutMs: 9_000 });
  app.decorate('gracefulStop', stop);
  registerErrorHandler(app);
  registerCrossSiteGuard(app);
  registerSecurityHeaders(app, { indexFile, runtimeConfig: () => buildRuntimeConfig(config) });

  app.get('/healthz', async () => ({ status: 'ok' }));
  registerReadiness(app, config.platformUrl, () => stop.draining);
  const menus = remoteMenus();
  const consoleConfig = async () => {
    const runtime = buildRuntimeConfig(config);
    return { ...runtime, remotes: await menus.attach(runtime.remotes) };
  };
  app.get('/runtime-config.json', async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return consoleConfig();
  });
  const sendShell = registerShellRoutes(app, config.distDir, consoleConfig);
  // Read every remote's menu once at start, so the first visitor does not wait for it.
  app.addHook('onReady', async () => {
    void menus.attach(buildRuntimeConfig(config).remotes);
  });
  await app.register(cookie);
  const budgets = await budgetStore(config.databaseUrl);
  app.addHook('onClose', () => budgets.close());
  await app.register(clientLogRoute, { perMinute: config.logRateLimitPerMinute, budgets });
  const ctx = gatewayContext(config);
  const providers = options.providers ?? credentialsOnly;
  await app.register((scope) => sessionLibraryRoutes(scope, { ctx, providers }));
  await app.register((scope) => chatProxyRoutes(scope, ctx));
  await app.register((scope) => botServiceRoutes(scope, ctx));
  await app.register((scope) => knowledgeRoutes(scope, ctx));
  await app.register((scope) => businessOperationRoutes(scope, ctx));
  await app.register((scope) => feedbackOperationRoutes(scope, ctx));
  await app.register((scope) => reportRoutes(scope, ctx));
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
    return sendShell(reply);
  });
  return app;
}
