import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, badRequest, notFound } from '@switchboard/server-kit/http/api-error';
import { definedOnly, idOrNotFound, parseOrThrow } from '@switchboard/server-kit/http/validate';
import { ensureCollection } from '../collections/collection-queries';
import { checkTarget } from '../crawl/crawl-routes';
import { fetchLimits } from '../crawl/fetch-limits';
import { crawlJobById } from '../crawl/crawler';
import { robotsRules } from '../crawl/robots';
import type { Db } from '@switchboard/server-kit/db/connect';
import { auditedWrite, recordChange } from '../audit/audited-write';
import type { KbContext } from '../kb-context';
import { registerListRoute } from '../list-route';
import { kbChunks, kbWebpages } from '../kb-schema';
import { nextVersion, staleWrite, versionCondition, versioned } from '../row-version';
import { serviceRows } from '../service-rows';
import { webpageJson } from '../crawl/page-store';
import { RECRAWL_QUEUE, queueRecrawl } from './recrawl-jobs';
import { chunksJson } from '../citations/chunks-json';

const WEBPAGE_NOT_FOUND = 'Web page not found';
const MAX_LIST = 500;
type IdParams = { Params: { slug: string; id: string } };

const listQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, { error: 'limit must be at least 1' })
    .max(MAX_LIST, { error: `limit is at most ${MAX_LIST}` })
    .default(MAX_LIST),
});

const retryBody = z
  .object({
    ids: z
      .array(z.string().uuid({ error: 'ids must be web page ids' }), {
        error: 'ids must be a list of web page ids',
      })
      .max(MAX_LIST, { error: `ids holds at most ${MAX_LIST} web pages` })
      .optional(),
  })
  .strict();

const updateBody = z.object({
  title: z
    .string({ error: 'title must be text' })
    .trim()
    .min(1, { error: 'title must not be empty' })
    .max(300)
    .optional(),
  collection_id: z
    .string({ error: 'collection_id must be text' })
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/, {
      error: 'collection_id must be 1-100 letters, digits, "_", ".", ":" or "-"',
    })
    .nullable()
    .optional(),
});

type WebpageRow = typeof kbWebpages.$inferSelect;
const webpageChange = (row: WebpageRow) =>
  ({ kind: 'web-page', id: row.id, name: row.title ?? row.url }) as const;
/** What staff set on a page; its crawled text and counters are not theirs to audit. */
const auditedPage = (row: WebpageRow) => ({
  url: row.url,
  title: row.title,
  collection_id: row.collectionId,
});

export function registerWebpageRoutes(app: FastifyInstance, ctx: KbContext): void {
  const { db } = ctx;
  const webpages = serviceRows(db, kbWebpages, [desc(kbWebpages.crawledAt), kbWebpages.url]);
  const { owned } = webpages;
  registerListRoute(app, 'webpages', listQuery, webpages, (row) => webpageJson(row));
  /** A retry's or recrawl's entry, on the transaction that queues the page again. */
  const recordQueued = (
    tx: Db,
    request: FastifyRequest,
    page: WebpageRow,
    action: 'retry' | 'recrawl',
  ) =>
    recordChange(ctx, tx, request, {
      ...webpageChange(page),
      action,
      before: { status: page.status },
      after: { status: 'queued' },
    });

  app.put<IdParams>('/webpages/:id', async (request, reply) => {
    const id = idOrNotFound(request.params.id, WEBPAGE_NOT_FOUND);
    const body = definedOnly(parseOrThrow(updateBody, request.body));
    if (Object.keys(body).length === 0)
      throw badRequest('No web page fields to update (title, collection_id)');
    const service = request.kbService.slug;
    await ensureCollection(db, service, body.collection_id);
    const changes = {
      ...(body.title !== undefined ? { title: body.title, titleEdited: true } : {}),
      ...(body.collection_id !== undefined ? { collectionId: body.collection_id } : {}),
    };
    const row = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [before] = await tx.select().from(kbWebpages).where(owned(service, id));
      const [updated] = await tx
        .update(kbWebpages)
        .set({ ...changes, updatedAt: nextVersion(kbWebpages.updatedAt) })
        // The caller's If-Match is checked in the UPDATE itself: one of two editors lands.
        .where(and(owned(service, id), versionCondition(kbWebpages.updatedAt, request)))
        .returning();
      if (!updated) return undefined;
      // Chunks carry the title (it is searched) and collection (it is counted).
      await tx
        .update(kbChunks)
        .set({ title: updated.title ?? updated.url, collectionId: updated.collectionId })
        .where(eq(kbChunks.webpageId, id));
      await recordChange(ctx, tx, request, {
        ...webpageChange(updated),
        action: 'update',
        before: before && auditedPage(before),
        after: auditedPage(updated),
      });
      return updated;
    });
    if (!row) {
      const [current] = await db.select().from(kbWebpages).where(owned(service, id));
      if (!current) throw notFound(WEBPAGE_NOT_FOUND);
      throw staleWrite(reply, webpageJson(current, true));
    }
    return versioned(reply, webpageJson(row, true));
  });

  app.delete<IdParams>('/webpages/:id', async (request) => {
    const id = idOrNotFound(request.params.id, WEBPAGE_NOT_FOUND);
    const deleted = await auditedWrite(
      ctx,
      request,
      (tx) => webpages.remove(request.kbService.slug, id, tx),
      (gone) => gone && { ...webpageChange(gone), action: 'delete', before: auditedPage(gone) },
    );
    if (!deleted) throw notFound(WEBPAGE_NOT_FOUND);
    return { message: 'Web page deleted', id };
  });

  /** Fetches failed pages again (the given ids, or all of the bot's failed ones); gone pages stay gone. */
  app.post('/webpages/retry', async (request, reply) => {
    const body = parseOrThrow(retryBody, request.body ?? {});
    const failed = await db
      .select()
      .from(kbWebpages)
      .where(
        and(
          eq(kbWebpages.service, request.kbService.slug),
          eq(kbWebpages.status, 'failed'),
          body.ids ? inArray(kbWebpages.id, body.ids) : undefined,
        ),
      );
    for (const page of failed)
      await queueRecrawl(ctx, page.id, (tx) => recordQueued(tx, request, page, 'retry'));
    return reply.status(202).send({ retried: failed.map((page) => page.id), skipped: 0 });
  });

  /** The page's chunks as stored, each with how often answers cited it. */
  app.get<IdParams>('/webpages/:id/chunks', async (request) => {
    const id = idOrNotFound(request.params.id, WEBPAGE_NOT_FOUND);
    const [row] = await db
      .select({ id: kbWebpages.id })
      .from(kbWebpages)
      .where(owned(request.kbService.slug, id));
    if (!row) throw notFound(WEBPAGE_NOT_FOUND);
    return { webpage_id: id, chunks: await chunksJson(db, { webpageId: id }) };
  });

  app.post<IdParams>('/webpages/:id/recrawl', async (request, reply) => {
    const id = idOrNotFound(request.params.id, WEBPAGE_NOT_FOUND);
    const service = request.kbService.slug;
    const [existing] = await db.select().from(kbWebpages).where(owned(service, id));
    if (!existing) throw notFound(WEBPAGE_NOT_FOUND);
    const limits = fetchLimits(ctx);
    const url = new URL(existing.url);
    await checkTarget(limits, url);
    // A page from a crawl that ignored robots.txt is recrawled the same way.
    const job = existing.crawlJobId ? await crawlJobById(db, existing.crawlJobId) : undefined;
    if (!(await robotsRules(job?.respectRobots ?? true, limits).allows(url)))
      throw badRequest('robots.txt now disallows this page');
    const jobId = await queueRecrawl(ctx, id, (tx) =>
      recordQueued(tx, request, existing, 'recrawl'),
    );
    const result = await ctx.jobs.waitFor(RECRAWL_QUEUE, jobId, ctx.jobs.config.waitSeconds * 1000);
    const [row] = await db.select().from(kbWebpages).where(owned(service, id));
    if (!row) throw notFound(WEBPAGE_NOT_FOUND);
    if (!result) return reply.status(202).send(webpageJson(row, true));
    if (result.state !== 'completed')
      throw new ApiError(503, 'The recrawl could not be finished; try again');
    return webpageJson(row, true);
  });
}
