import type { Db } from '@switchboard/server-kit/db/connect';
import { SYNC_SCHEDULES } from '@switchboard/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError, notFound } from '@switchboard/server-kit/http/api-error';
import { idOrNotFound, parseOrThrow } from '@switchboard/server-kit/http/validate';
import { recordChange } from '../audit/audited-write';
import type { KbContext } from '../kb-context';
import { kbSites } from '../kb-schema';
import { siteById, siteJson, syncRunJson } from '../crawl/site-queries';
import { scheduleNextRun, startManualSync } from './site-sync-jobs';

const SITE_NOT_FOUND = 'Website not found';
type IdParams = { Params: { slug: string; id: string } };

const scheduleBody = z
  .object({
    schedule: z.enum(SYNC_SCHEDULES, { error: 'schedule must be "off", "daily" or "weekly"' }),
  })
  .strict();

/** Websites (by crawled start URL), their re-sync schedule, and Sync now. */
export function registerSiteRoutes(app: FastifyInstance, ctx: KbContext): void {
  const { db } = ctx;

  // A site and its last run are read in one snapshot: a run ending between two reads showed
  // it finished beside the next-run time it had just replaced.
  const inSnapshot = <T>(read: (tx: Db) => Promise<T>) =>
    db.transaction((transaction) => read(transaction as unknown as Db), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });

  app.get('/sites', async (request) =>
    inSnapshot(async (tx) => {
      const rows = await tx
        .select()
        .from(kbSites)
        .where(eq(kbSites.service, request.kbService.slug))
        .orderBy(asc(kbSites.createdAt), asc(kbSites.url));
      return { sites: await Promise.all(rows.map((row) => siteJson(tx, row))) };
    }),
  );

  app.put<IdParams>('/sites/:id', async (request) => {
    const id = idOrNotFound(request.params.id, SITE_NOT_FOUND);
    const body = parseOrThrow(scheduleBody, request.body);
    const service = request.kbService.slug;
    const before = await siteById(db, service, id);
    if (!before) throw notFound(SITE_NOT_FOUND);
    // The schedule and the job that carries it commit together.
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [row] = await tx
        .update(kbSites)
        .set({ schedule: body.schedule })
        .where(eq(kbSites.id, id))
        .returning();
      await scheduleNextRun(ctx, row!, tx);
      await recordChange(ctx, tx, request, {
        action: 'update',
        kind: 'schedule',
        id,
        name: row!.url,
        before: { schedule: before.schedule },
        after: { schedule: row!.schedule },
      });
    });
    return inSnapshot(async (tx) => siteJson(tx, (await siteById(tx, service, id))!));
  });

  app.post<IdParams>('/sites/:id/sync', async (request, reply) => {
    const id = idOrNotFound(request.params.id, SITE_NOT_FOUND);
    const site = await siteById(db, request.kbService.slug, id);
    if (!site) throw notFound(SITE_NOT_FOUND);
    const run = await startManualSync(ctx, site, (tx) =>
      recordChange(ctx, tx, request, { action: 'sync', kind: 'website', id, name: site.url }),
    );
    if (!run) throw new ApiError(409, 'A sync of this website is already running');
    return reply.status(202).send(syncRunJson(run));
  });
}
