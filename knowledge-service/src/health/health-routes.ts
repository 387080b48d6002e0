import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { KbContext } from '../kb-context';
import { SUPPORTED_EXTENSIONS } from '../extract/file-types';
import { embeddingHealth } from '../embeddings/embedding-health';
import { lexicalIndexOf } from '../retrieval/lexical-index';
import { HYBRID_RETRIEVER_TYPE, RETRIEVER_TYPE } from '../retrieval/retriever-type';

const VERSION = '1.0.0';

const ENDPOINTS = [
  'POST /chat/',
  'GET /chat/{sessionId}',
  'DELETE /chat/{sessionId}',
  'POST /retrieve/',
  'GET /documents/?limit=500',
  'POST /documents/',
  'GET /documents/{id}',
  'GET /documents/{id}/chunks',
  'POST /documents/{id}/retry',
  'POST /documents/retry',
  'PUT /documents/{id}',
  'DELETE /documents/{id}',
  'POST /crawl/',
  'GET /crawl/{jobId}',
  'DELETE /crawl/{jobId}',
  'GET /webpages/',
  'PUT /webpages/{id}',
  'DELETE /webpages/{id}',
  'POST /webpages/{id}/recrawl',
  'GET /webpages/{id}/chunks',
  'POST /webpages/retry',
  'GET /sites',
  'PUT /sites/{id}',
  'POST /sites/{id}/sync',
  'GET /collection-stats/',
  'GET /collection-stats/collections',
  'POST /collection-stats',
  'PUT /collections/{id}',
  'GET /health',
  'GET /api-info',
  'GET /analytics/{group}/{name}',
  'GET /model',
  'PUT /model',
  'POST /model/test',
];

export function registerHealthRoutes(app: FastifyInstance, ctx: KbContext): void {
  app.get('/health', async (request, reply) => {
    const uptime = Math.round((Date.now() - ctx.startedAt) / 1000);
    try {
      const result = (await ctx.db.execute(sql`
        SELECT
          (SELECT count(*) FROM kb_documents WHERE service = ${request.kbService.slug})::int AS documents,
          (SELECT count(*) FROM kb_webpages WHERE service = ${request.kbService.slug})::int AS webpages,
          (SELECT count(*) FROM kb_chunks WHERE service = ${request.kbService.slug})::int AS chunks
      `)) as { rows: { documents: number; webpages: number; chunks: number }[] };
      const counts = result.rows[0]!;
      const service = request.kbService.slug;
      const embeddings = await embeddingHealth(
        ctx.db,
        service,
        await ctx.embeddings.models.healthOf(service),
        {
          bot: ctx.embeddings.vectors.heldFor(service),
          process: ctx.embeddings.vectors.heldByModel(),
        },
      );
      const bm25Held = lexicalIndexOf(ctx.db).held();
      return {
        status: 'healthy',
        service: request.kbService.slug,
        database: { status: 'connected', kind: ctx.host.database.kind },
        index: {
          status: 'ready',
          retriever: embeddings.retrieval === 'hybrid' ? HYBRID_RETRIEVER_TYPE : RETRIEVER_TYPE,
          documents: Number(counts.documents),
          webpages: Number(counts.webpages),
          chunks: Number(counts.chunks),
          // The in-process BM25 index: this bot's chunks held, and every bot's (this process).
          chunks_in_memory: bm25Held.get(service) ?? 0,
          process_chunks_in_memory: [...bm25Held.values()].reduce((sum, n) => sum + n, 0),
        },
        embeddings,
        uptime_seconds: uptime,
        timestamp: new Date().toISOString(),
      };
    } catch (error) {
      request.log.error({ err: error }, 'knowledge health check failed');
      return reply.status(503).send({
        status: 'unhealthy',
        service: request.kbService.slug,
        database: { status: 'unreachable', kind: ctx.host.database.kind },
        index: { status: 'unknown', retriever: RETRIEVER_TYPE },
        uptime_seconds: uptime,
        timestamp: new Date().toISOString(),
      });
    }
  });

  app.get('/api-info', async (request) => ({
    name: request.kbService.name,
    service: request.kbService.slug,
    version: VERSION,
    description:
      'Answers questions from the documents and web pages given to this service, citing its sources.',
    retriever: {
      type: RETRIEVER_TYPE,
      description:
        'PostgreSQL full-text search (english stemming, GIN index) over ~800-character chunks, ranked by IDF-weighted term coverage then ts_rank',
    },
    api_key_required: Boolean(ctx.config.apiKey),
    max_upload_bytes: ctx.config.maxUploadBytes,
    supported_file_types: SUPPORTED_EXTENSIONS,
    demo_site_url: ctx.host.demoSiteOrigin() ? `${ctx.host.demoSiteOrigin()}/` : null,
    endpoints: ENDPOINTS,
  }));
}
