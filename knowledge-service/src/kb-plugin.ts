import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { notFound } from '@switchboard/server-kit/http/api-error';
import { registerBotModelRoutes } from './bot-models/bot-model-routes';
import { registerAnalyticsRoutes } from './analytics/analytics-routes';
import { checkApiKey } from './api-key-guard';
import { registerChatRoutes } from './chat/chat-routes';
import { handOverConsoleTurns } from './chat-sessions/console-turn-handover';
import { registerCollectionDelete } from './collections/collection-delete';
import { registerCollectionRoutes } from './collections/collection-routes';
import { registerCrawlRoutes } from './crawl/crawl-routes';
import { registerDocumentRoutes } from './documents/document-routes';
import { registerFeedbackAnalyticsRoutes } from './feedback/feedback-analytics-routes';
import { registerRatingRoutes } from './feedback/rating-routes';
import { registerHealthRoutes } from './health/health-routes';
import { loadKbConfig } from './kb-config';
import { startEmbeddings } from './embeddings/start-embeddings';
import { sealEndpointKeys } from './embeddings/seal-endpoint-keys';
import { serviceSecretBox } from './secrets/service-secret-box';
import { textPipeline } from './indexing/pipeline-thread';
import { startReindex } from './reindex/reindex-jobs';
import type { KbContext } from './kb-context';
import { CRAWL_QUEUE, crawlExhausted, workCrawl, type CrawlJobData } from './crawl/crawl-jobs';
import {
  INGEST_QUEUE,
  ingestExhausted,
  workIngest,
  type IngestJobData,
} from './documents/ingest-jobs';
import {
  RECRAWL_QUEUE,
  recrawlExhausted,
  workRecrawl,
  type RecrawlJobData,
} from './webpages/recrawl-jobs';
import { registerRetrievalRoutes } from './retrieval/retrieval-routes';
import { registerStaffAnswerRoutes } from './staff-answers/staff-answer-routes';
import { registerSynonymRoutes } from './synonyms/synonym-routes';
import type { KnowledgeServiceHost } from './knowledge-host';
import { resolveService, type KbService } from './service-directory';
import { registerWebpageRoutes } from './webpages/webpage-routes';
import { registerSiteRoutes } from './sites/site-routes';
import {
  SITE_SYNC_QUEUE,
  siteSyncExhausted,
  workSiteSync,
  type SiteSyncJobData,
} from './sites/site-sync-jobs';
import { startSweeper } from './sweeper/stranded-work';
import { registerIdempotency } from '@switchboard/server-kit/http/idempotency';
import { idempotencyCaller } from './chat-sessions/session-owner';

declare module 'fastify' {
  interface FastifyRequest {
    kbService: KbService;
  }
}

/**
 * The knowledge services, mounted under a `:slug` prefix (/kb/:slug): one per bot slug plus
 * `default`, all in one database.
 */
export async function knowledgeServicePlugin(
  app: FastifyInstance,
  host: KnowledgeServiceHost,
  env: Record<string, string | undefined>,
): Promise<void> {
  const config = loadKbConfig(env);
  textPipeline.configure(config.pipeline);
  app.addHook('onClose', async () => textPipeline.stop());
  const warn = (message: string) => app.log.warn(message);
  const secrets = await serviceSecretBox(host.database.db, config);
  // Before anything serves: keys stored plainly (before migration 452) or under a rotated key.
  const keys = await sealEndpointKeys(host.database.db, secrets, warn);
  if (keys.sealed + keys.resealed > 0)
    app.log.info(`endpoint API keys: ${keys.sealed} sealed, ${keys.resealed} sealed again`);
  const ctx: KbContext = {
    host,
    db: host.database.db,
    config,
    startedAt: Date.now(),
    jobs: host.jobs,
    crawls: new Map(),
    embeddings: startEmbeddings(host.database.db, config, secrets, warn),
  };
  app.addHook('onClose', async () => {
    await ctx.embeddings.pipeline.stop();
    await ctx.embeddings.runtime.close();
  });
  await ctx.jobs.define<CrawlJobData>(
    CRAWL_QUEUE,
    (data, run) => workCrawl(ctx, data, run),
    (data, reason) => crawlExhausted(ctx, data, reason),
  );
  await ctx.jobs.define<IngestJobData>(
    INGEST_QUEUE,
    (data, run) => workIngest(ctx.db, data, run),
    (data, reason) => ingestExhausted(ctx.db, data, reason),
  );
  await ctx.jobs.define<RecrawlJobData>(
    RECRAWL_QUEUE,
    (data) => workRecrawl(ctx, data),
    (data, reason) => recrawlExhausted(ctx, data, reason),
  );

  await ctx.jobs.define<SiteSyncJobData>(
    SITE_SYNC_QUEUE,
    (data, run) => workSiteSync(ctx, data, run),
    (data, reason) => siteSyncExhausted(ctx, data, reason),
  );
  // Knowledge stored before a chunker change (migration 352) is chunked again in the
  // background: the service answers meanwhile, from the old chunks until each is replaced.
  await startReindex(ctx);
  // Once: the service's copies of earlier console turns go (the console keeps them).
  const handedOver = await handOverConsoleTurns(ctx.db, host.directory);
  if (handedOver > 0) app.log.info(`handed ${handedOver} console turns over to the console`);
  const sweeper = startSweeper(ctx, ctx.jobs.config.maintenanceSeconds, (message) =>
    app.log.warn(message),
  );
  app.addHook('onClose', async () => sweeper.stop());

  await app.register(multipart, {
    limits: {
      fileSize: config.maxUploadBytes,
      files: 1,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 25,
    },
  });
  app.decorateRequest('kbService', null as unknown as KbService);
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS') return;
    checkApiKey(request, config.apiKey);
    const { slug } = request.params as { slug: string };
    const service = await resolveService(host.directory, slug);
    if (!service) throw notFound(`Knowledge service not found: ${slug.slice(0, 100)}`);
    request.kbService = service;
  });

  registerIdempotency(app, { db: ctx.db, callerOf: idempotencyCaller });
  registerHealthRoutes(app, ctx);
  registerCollectionRoutes(app, ctx);
  registerCollectionDelete(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerChatRoutes(app, ctx);
  registerRetrievalRoutes(app, ctx);
  registerSynonymRoutes(app, ctx);
  registerBotModelRoutes(app, ctx);
  registerCrawlRoutes(app, ctx);
  registerWebpageRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
  registerAnalyticsRoutes(app, ctx);
  registerRatingRoutes(app, ctx);
  registerStaffAnswerRoutes(app, ctx);
  registerFeedbackAnalyticsRoutes(app, ctx);
}
