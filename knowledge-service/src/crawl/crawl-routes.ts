import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CrawlJob } from '@switchboard/domain';
import { z } from 'zod';
import { ApiError, badRequest, notFound } from '@switchboard/server-kit/http/api-error';
import { httpUrl, wholeNumber } from '@switchboard/server-kit/http/fields';
import { idOrNotFound, parseOrThrow } from '@switchboard/server-kit/http/validate';
import { rememberAnswer } from '@switchboard/server-kit/http/idempotency';
import type { Db } from '@switchboard/server-kit/db/connect';
import { ensureCollection } from '../collections/collection-queries';
import { auditedWrite, recordChange } from '../audit/audited-write';
import type { KbContext } from '../kb-context';
import { ensureSite } from './site-queries';
import { kbCrawlJobs } from '../kb-schema';
import { both } from '../route-paths';
import { BlockedAddressError } from './address-policy';
import { cancelCrawl, CRAWL_QUEUE, queueCrawlIn } from './crawl-jobs';
import { crawlJob, type CrawlJobRow } from './crawler';
import { crawlSkipJson, skipsOf } from './crawl-skips';
import { fetchLimits } from './fetch-limits';
import type { FetchLimits } from './safe-fetch';

const CRAWL_JOB_NOT_FOUND = 'Crawl job not found';
export const MAX_CRAWL_DEPTH = 5;
export const MAX_CRAWL_PAGES = 500;

const patterns = (field: string) =>
  z
    .array(
      z
        .string({ error: `${field} must be a list of text patterns` })
        .trim()
        .min(1, { error: `${field} has an empty pattern` })
        .max(300, { error: `${field} patterns are at most 300 characters` }),
      { error: `${field} must be a list of text patterns` },
    )
    .max(50, { error: `${field} has at most 50 patterns` })
    .nullish();

/** How deep or how many pages a crawl may go: a whole number from `min` to `max`. */
const crawlBound = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int()
    .min(min)
    .max(max, { error: `${field} is at most ${max}` });

const crawlBody = z.object({
  url: httpUrl('url'),
  max_depth: crawlBound('max_depth', 0, MAX_CRAWL_DEPTH).default(2),
  max_pages: crawlBound('max_pages', 1, MAX_CRAWL_PAGES).default(50),
  include_patterns: patterns('include_patterns'),
  exclude_patterns: patterns('exclude_patterns'),
  collection_id: z
    .string({ error: 'collection_id must be text' })
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/, {
      error: 'collection_id must be 1-100 letters, digits, "_", ".", ":" or "-"',
    })
    .nullish(),
  same_site: z.boolean({ error: 'same_site must be true or false' }).default(true),
  respect_robots: z.boolean({ error: 'respect_robots must be true or false' }).default(true),
});

/** What staff asked of a crawl; its progress counters are the crawler's. */
const crawlSettings = (row: CrawlJobRow) => ({
  url: row.url,
  max_depth: row.maxDepth,
  max_pages: row.maxPages,
  include_patterns: row.includePatterns,
  exclude_patterns: row.excludePatterns,
  collection_id: row.collectionId,
  same_site: row.sameSite,
  respect_robots: row.respectRobots,
});

const skippedQuery = z.object({
  limit: wholeNumber('limit', 1, 100, true).default(25),
  offset: wholeNumber('offset', 0, 1_000_000, true).default(0),
});

export function crawlJobJson(row: CrawlJobRow): CrawlJob {
  return {
    id: row.id,
    job_id: row.id,
    ...crawlSettings(row),
    status: row.status,
    pages_found: row.pagesFound,
    pages_done: row.pagesDone,
    pages_queued: row.pagesQueued,
    pages_fetched: row.pagesDone - row.pagesFailed,
    pages_skipped: row.pagesSkipped,
    pages_failed: row.pagesFailed,
    current_url: row.currentUrl,
    error: row.error,
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Refusals that the client can fix (a blocked or unresolvable host) become 400s. */
export async function checkTarget(limits: FetchLimits, url: URL): Promise<void> {
  try {
    await limits.policy.forUrl(url).check();
  } catch (error) {
    if (error instanceof BlockedAddressError) throw badRequest(error.message);
    throw badRequest(
      `Cannot resolve ${url.hostname}: ${(error as { code?: string }).code ?? 'lookup failed'}`,
    );
  }
}

export function registerCrawlRoutes(app: FastifyInstance, ctx: KbContext): void {
  const { db } = ctx;

  both(app, 'POST', '/crawl', async (request, reply) => {
    const body = parseOrThrow(crawlBody, request.body);
    const service = request.kbService.slug;
    const limits = fetchLimits(ctx);
    await checkTarget(limits, new URL(body.url));
    await ensureCollection(db, service, body.collection_id);
    // The crawl, its first job and the idempotency key commit together.
    const job = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(kbCrawlJobs)
        .values({
          service,
          url: new URL(body.url).href,
          maxDepth: body.max_depth,
          maxPages: body.max_pages,
          includePatterns: body.include_patterns ?? [],
          excludePatterns: body.exclude_patterns ?? [],
          collectionId: body.collection_id ?? null,
          sameSite: body.same_site,
          respectRobots: body.respect_robots,
          pagesFound: 1,
        })
        .returning();
      await ensureSite(tx as unknown as Db, service, created!.url);
      await queueCrawlIn(ctx, tx as unknown as Db, created!.id);
      await recordChange(ctx, tx as unknown as Db, request, {
        action: 'create',
        kind: 'crawl',
        id: created!.id,
        name: created!.url,
        after: crawlSettings(created!),
      });
      await rememberAnswer(tx as unknown as Db, request, 202, crawlJobJson(created!));
      return created!;
    });
    ctx.jobs.wake(CRAWL_QUEUE);
    return reply.status(202).send(crawlJobJson(job));
  });

  both(app, 'GET', '/crawl', async (request) => {
    const rows = await db
      .select()
      .from(kbCrawlJobs)
      .where(eq(kbCrawlJobs.service, request.kbService.slug))
      .orderBy(desc(kbCrawlJobs.createdAt))
      .limit(100);
    return rows.map(crawlJobJson);
  });

  app.get<{ Params: { slug: string; jobId: string } }>('/crawl/:jobId', async (request) => {
    const job = await crawlJob(
      db,
      request.kbService.slug,
      idOrNotFound(request.params.jobId, CRAWL_JOB_NOT_FOUND),
    );
    if (!job) throw notFound(CRAWL_JOB_NOT_FOUND);
    return crawlJobJson(job);
  });

  /** The links the crawl skipped and why, a page at a time in the order it met them. */
  app.get<{ Params: { slug: string; jobId: string } }>('/crawl/:jobId/skipped', async (request) => {
    const { limit, offset } = parseOrThrow(skippedQuery, request.query);
    const job = await crawlJob(
      db,
      request.kbService.slug,
      idOrNotFound(request.params.jobId, CRAWL_JOB_NOT_FOUND),
    );
    if (!job) throw notFound(CRAWL_JOB_NOT_FOUND);
    const { rows, total } = await skipsOf(db, job.id, limit, offset);
    return { skipped: rows.map(crawlSkipJson), total, limit, offset };
  });

  /** Cancels a queued or running crawl; the pages it already stored stay. */
  app.delete<{ Params: { slug: string; jobId: string } }>('/crawl/:jobId', async (request) => {
    const id = idOrNotFound(request.params.jobId, CRAWL_JOB_NOT_FOUND);
    const service = request.kbService.slug;
    const job = await crawlJob(db, service, id);
    if (!job) throw notFound(CRAWL_JOB_NOT_FOUND);
    if (job.status !== 'queued' && job.status !== 'running')
      throw new ApiError(
        409,
        `The crawl has already ${job.status === 'cancelled' ? 'been cancelled' : 'finished'}`,
      );
    const row = await auditedWrite(
      ctx,
      request,
      (tx) => cancelCrawl({ ...ctx, db: tx }, id),
      (cancelled) =>
        cancelled && {
          action: 'update',
          kind: 'crawl',
          id,
          name: cancelled.url,
          before: { status: job.status },
          after: { status: cancelled.status },
        },
    );
    return crawlJobJson(row ?? (await crawlJob(db, service, id))!);
  });
}
