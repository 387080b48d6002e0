import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { authPlugin } from './auth/auth-plugin';
import { PasswordRateLimiter } from './auth/password-rate-limiter';
import { budgetsFor } from './auth/rate-limit-store';
import { botsApiPlugin } from './bots-api/bots-api-plugin';
import { registerAvatarFileRoute } from './bots-api/images/avatar-file-route';
import { loadConfig, publicUrlFor, type PlatformConfig } from './config';
import { openDatabase } from '@switchboard/server-kit/db/connect';
import { damagedTableError } from '@switchboard/server-kit/db/damaged-table';
import { migrateStore } from './db/migrate-store';
import { keepPgliteStatistics } from './db/pglite-statistics';
import { storedJwtSecret } from './auth/stored-jwt-secret';
import { loadJobConfig } from '@switchboard/server-kit/jobs/job-config';
import { JobQueue } from '@switchboard/server-kit/jobs/job-queue';
import { GracefulStop, loadStopTimes } from '@switchboard/server-kit/http/graceful-stop';
import { registerHealthRoutes } from './http/health-routes';
import { registerErrorHandling } from './http/error-handler';
import { reportsPlugin } from './reports/reports-plugin';
import { knowledgeAudit } from './knowledge/knowledge-audit';
import { auditPlugin } from './audit/audit-plugin';
import { scheduleAuditRetention } from './audit/audit-retention';
import { registerJsonBodyParser } from './http/json-body-parser';
import type { PlatformContext } from './platform-context';
import {
  knowledgeServicePlugin,
  startDemoSite,
  type DemoSite,
} from '@switchboard/knowledge-service';
import { seedFileOf } from '@switchboard/knowledge-service/seed';
import { botServiceDirectory } from './knowledge/bot-service-directory';
import { seedIfEmpty } from './seed/seed';
import { raiseImportBodyLimit } from './http/import-body-limit';

export interface PlatformOptions {
  /** Environment to read (defaults to process.env). */
  env?: Record<string, string | undefined>;
  /** Wins over the environment; `port: 0` picks a free port. */
  config?: Partial<PlatformConfig>;
  logger?: boolean;
  /**
   * A stop that may come before the start has finished: readiness answers 503 from that
   * moment, and the start (a first start's seed too) ends at its next step and closes.
   */
  signal?: AbortSignal;
}

export interface BuiltPlatform {
  app: FastifyInstance;
  context: PlatformContext;
}

export interface RunningPlatform {
  url: string;
  /** The demo site's origin, when DEMO_SITE_PORT is not off. */
  demoSiteOrigin: string | undefined;
  config: PlatformConfig;
  app: FastifyInstance;
  /** Drains (SHUTDOWN_DRAIN_MS), then closes: see GracefulStop. */
  close(): Promise<void>;
}

// JSON bodies are small everywhere except base64 image uploads, which raise their own limit.
const JSON_BODY_LIMIT = 256 * 1024;

/** Opens the database, migrates it and builds the Fastify app (not yet listening). */
export async function buildPlatform(
  options: PlatformOptions = {},
  demoSite?: { origin: string },
): Promise<BuiltPlatform> {
  const config = loadConfig(options.env ?? process.env, options.config);
  const env = options.env ?? process.env;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let jobs: JobQueue;
  let stopStatistics = () => {};
  try {
    await migrateStore(database.db);
    if (!config.jwtSecret) config.jwtSecret = await storedJwtSecret(database.db);
    stopStatistics = await keepPgliteStatistics(database, (error) =>
      console.error('[platform] ANALYZE failed', error),
    );
    jobs = await JobQueue.start(database, loadJobConfig(env), console);
    await scheduleAuditRetention(jobs, database.db, config.auditRetentionDays);
  } catch (error) {
    stopStatistics();
    const damaged = await damagedTableError(database, error);
    await database.close();
    throw damaged ?? error;
  }
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: JSON_BODY_LIMIT,
    // The seeded govstack bot lives on govstack.localhost: any Host is served.
    trustProxy: false,
  });
  const stop = new GracefulStop(app, loadStopTimes(env));
  const context: PlatformContext = {
    config,
    database,
    passwordLimiter: new PasswordRateLimiter(config.rateLimit, budgetsFor(database)),
    jobs,
    stop,
    publicUrl: () => publicUrlFor(config, addressPort(app) ?? config.port),
    demoSiteOrigin: () => demoSite?.origin || undefined,
  };
  // Requests waiting for a job (an upload) answer 202 now rather than hold the stop up.
  app.addHook('preClose', async () => jobs.release());
  // In-flight requests have finished by now; running jobs hand their rest on within what
  // is left of the stop's time (a crawl at its next page; an unfinished ingestion is
  // failed for a retry elsewhere), then the database closes.
  app.addHook('onClose', async () => {
    stopStatistics();
    await jobs.stop(stop.remainingMs());
    await database.close();
  });
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  await app.register(cors, {
    // Exact console origins only: a reflected Origin would let any page drive the API.
    origin: config.consoleOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'apikey',
      'authorization',
      'x-client-info',
      'x-supabase-api-version',
      'content-type',
      'accept',
      'x-requested-with',
      'if-match',
      'idempotency-key',
    ],
    // ETag carries a row's version for the If-Match of the next write; X-Total-Count the
    // size of the Users List's match (GoTrue's admin list says it there).
    exposedHeaders: [
      'x-supabase-api-version',
      'retry-after',
      'etag',
      'idempotent-replayed',
      'x-total-count',
    ],
    maxAge: 600,
  });
  registerHealthRoutes(app, context);
  registerAvatarFileRoute(app, context);
  await app.register((scope) => authPlugin(scope, context), { prefix: '/auth/v1' });
  await app.register((scope) => botsApiPlugin(scope, context), { prefix: '/api' });
  await app.register((scope) => reportsPlugin(scope, context), { prefix: '/api/reports' });
  await app.register((scope) => auditPlugin(scope, context), { prefix: '/api/audit' });
  // The knowledge service runs in this process (docs/architecture.md says why), learning
  // which bots have one through the directory rather than from the platform's tables.
  const knowledgeHost = {
    database,
    jobs,
    directory: botServiceDirectory(database.db),
    audit: knowledgeAudit,
    demoSiteOrigin: context.demoSiteOrigin,
    seedFile: seedFileOf,
  };
  raiseImportBodyLimit(app);
  await app.register((scope) => knowledgeServicePlugin(scope, knowledgeHost, env), {
    prefix: '/kb/:slug',
  });
  return { app, context };
}

function addressPort(app: FastifyInstance): number | undefined {
  const address = app.server.address();
  return address && typeof address === 'object' ? address.port : undefined;
}

/** Builds, listens, starts the demo site, seeds an empty database, and returns the URLs and a close(). */
export async function startPlatform(options: PlatformOptions = {}): Promise<RunningPlatform> {
  const site: { origin: string; server?: DemoSite } = { origin: '' };
  const { app, context } = await buildPlatform(options, site);
  // The demo site last: crawls of it run on through the drain.
  const close = async () => {
    await context.stop.stop();
    await site.server?.close();
  };
  const { signal } = options;
  const stopRequested = () => context.stop.begin();
  signal?.addEventListener('abort', stopRequested, { once: true });
  try {
    signal?.throwIfAborted();
    const { demoSitePort, host } = context.config;
    if (demoSitePort !== null) {
      site.server = await startDemoSite(host, demoSitePort);
      site.origin = site.server.origin;
    }
    await app.listen({ port: context.config.port, host });
    signal?.throwIfAborted();
    if (context.config.seedIfEmpty) {
      await seedIfEmpty(context.database.db, context.publicUrl(), {
        history: context.config.seedHistory,
        knowledge: context.config.seedKnowledge,
        signal,
        onSeeding: () =>
          console.log(`[platform] seeding the first start on ${context.publicUrl()}`),
      });
    }
  } catch (error) {
    await close();
    throw error;
  } finally {
    signal?.removeEventListener('abort', stopRequested);
  }
  const port = addressPort(app)!;
  return {
    url: `http://${context.config.host.includes(':') ? `[${context.config.host}]` : context.config.host}:${port}`,
    demoSiteOrigin: site.server?.origin,
    config: context.config,
    app,
    close,
  };
}
