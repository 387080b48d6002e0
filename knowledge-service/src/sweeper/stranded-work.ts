import { RUNNING_STATUSES } from '@switchboard/domain';
import { and, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { CRAWL_QUEUE, queueCrawlIn } from '../crawl/crawl-jobs';
import { INGEST_QUEUE, type IngestJobData } from '../documents/ingest-jobs';
import type { KbContext } from '../kb-context';
import { kbCrawlJobs, kbDocuments, kbWebpages } from '../kb-schema';
import { lexicalIndexOf } from '../retrieval/lexical-index';
import { enterState, markFailed } from '../pipeline/pipeline-states';
import { RECRAWL_QUEUE, type RecrawlJobData } from '../webpages/recrawl-jobs';
import { settlePendingWrites } from '../pending-writes/settle-pending-writes';
import { resolveService } from '../service-directory';

/** A queue and its dead-letter queue: a job in either may still settle the row. */
const queuesOf = (name: string) => [name, `${name}-exhausted`];

/**
 * A source in a running state for less than this may be worked right now outside the
 * queue (the seed ingests in its own call, a crawl or sync stores its pages itself), so it
 * is left alone; one source's ingestion has `KB_INGEST_TIME_LIMIT_MS` (2 minutes) to end.
 */
const GRACE_MINUTES = 3;

const LOST_UPLOAD =
  'Processing stopped: its job was lost (the instance may have been killed) and the uploaded file went with it; upload it again';

export interface SweepResult {
  requeued: number;
  failed: number;
}

/**
 * Finds work that looks under way but that no job will ever finish (a row written by a
 * process killed before its job was queued, or by a version that queued it separately),
 * and queues it again from where it stands, or fails it with the reason when nothing is
 * left to work from. Under an advisory lock, so two instances sweeping at once queue
 * nothing twice; a row is checked again inside it.
 */
export async function sweepStrandedWork(ctx: KbContext): Promise<SweepResult> {
  const { jobs } = ctx;
  const result: SweepResult = { requeued: 0, failed: 0 };
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('kb-stranded-work'))`);
    const documents = await tx
      .select({ id: kbDocuments.id })
      .from(kbDocuments)
      .where(
        and(
          inArray(kbDocuments.status, [...RUNNING_STATUSES]),
          lt(kbDocuments.updatedAt, sql`now() - make_interval(mins => ${GRACE_MINUTES})`),
        ),
      );
    for (const { id } of documents) {
      if (await jobs.hasLiveJob(queuesOf(INGEST_QUEUE), 'documentId', id, tx)) continue;
      const stored = (await tx.execute(
        sql`SELECT 1 FROM kb_ingest_files WHERE document_id = ${id}`,
      )) as unknown as { rows: unknown[] };
      if (stored.rows.length > 0) {
        await jobs.send(INGEST_QUEUE, { documentId: id } satisfies IngestJobData, {
          transaction: tx,
        });
        result.requeued += 1;
      } else {
        await markFailed(tx, 'document', id, LOST_UPLOAD);
        result.failed += 1;
      }
    }
    // A page's text is stored with its row, so a stranded page is always fetched again.
    const pages = await tx
      .select({ id: kbWebpages.id })
      .from(kbWebpages)
      .where(
        and(
          inArray(kbWebpages.status, [...RUNNING_STATUSES]),
          lt(kbWebpages.updatedAt, sql`now() - make_interval(mins => ${GRACE_MINUTES})`),
        ),
      );
    for (const { id } of pages) {
      if (await jobs.hasLiveJob(queuesOf(RECRAWL_QUEUE), 'webpageId', id, tx)) continue;
      await enterState(tx, 'webpage', id, 'queued');
      await jobs.send(RECRAWL_QUEUE, { webpageId: id } satisfies RecrawlJobData, {
        transaction: tx,
      });
      result.requeued += 1;
    }
    // A crawl whose worker still holds its lease is being worked, job or not.
    const crawls = await tx
      .select({ id: kbCrawlJobs.id })
      .from(kbCrawlJobs)
      .where(
        and(
          inArray(kbCrawlJobs.status, ['queued', 'running']),
          or(isNull(kbCrawlJobs.leaseUntil), lt(kbCrawlJobs.leaseUntil, sql`now()`)),
        ),
      );
    for (const { id } of crawls) {
      if (await jobs.hasLiveJob(queuesOf(CRAWL_QUEUE), 'crawlJobId', id, tx)) continue;
      // The crawl resumes from its saved frontier.
      await queueCrawlIn(ctx, tx, id);
      result.requeued += 1;
    }
  });
  if (result.requeued > 0) {
    jobs.wake(INGEST_QUEUE);
    jobs.wake(CRAWL_QUEUE);
    jobs.wake(RECRAWL_QUEUE);
  }
  return result;
}

/**
 * Sweeps once now (at start, after a crash) and then every `everySeconds`, until the
 * queue stops; each sweep also settles the writes made for console operations that are
 * past their grace period, so one pending across a restart is settled after it. Errors are
 * logged, not thrown: a sweep is retried by the next one.
 */
export function startSweeper(
  ctx: KbContext,
  everySeconds: number,
  log: (message: string) => void,
): { stop(): void } {
  const sweep = async () => {
    try {
      const { requeued, failed } = await sweepStrandedWork(ctx);
      if (requeued || failed)
        log(`[kb] stranded work: ${requeued} queued again, ${failed} failed with the reason`);
    } catch (error) {
      log(`[kb] the stranded-work sweep failed: ${error instanceof Error ? error.message : error}`);
    }
    try {
      const { undone } = await settlePendingWrites(
        ctx.db,
        ctx.host.directory,
        ctx.config.pendingWriteGraceMs,
      );
      if (undone) log(`[kb] ${undone} writes the console never recorded were undone`);
    } catch (error) {
      log(`[kb] settling pending writes failed: ${error instanceof Error ? error.message : error}`);
    }
    try {
      // Vectors and BM25 postings of deleted bots, and vectors of models bots left on another
      // instance, leave memory.
      const exists = async (service: string) =>
        (await resolveService(ctx.host.directory, service)) !== undefined;
      await ctx.embeddings.vectors.prune(exists);
      await lexicalIndexOf(ctx.db).prune(exists);
    } catch (error) {
      log(
        `[kb] pruning in-memory indexes failed: ${error instanceof Error ? error.message : error}`,
      );
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), everySeconds * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
