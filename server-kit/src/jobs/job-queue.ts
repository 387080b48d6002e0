import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/connect';
import type { JobConfig } from './job-config';
import { diskFull } from '../db/disk-full';
import { findDatabaseError } from '../db/database-error';

/**
 * Durable background work (crawls, recrawls, document ingestion) in pg-boss.
 *
 * Why pg-boss: it keeps its queue in the same PostgreSQL as everything else (no broker
 * to run), claims jobs with SKIP LOCKED so any number of platform instances share the
 * work, retries with backoff, and fails jobs whose worker vanished. Version 10 is the
 * last line that runs on Node 20 (11 and 12 need Node 22). Unlike graphile-worker, it
 * accepts any connection through a `db` adapter with `executeSql`, so the embedded
 * PGlite default runs the very same queue code as a PostgreSQL server.
 */
export interface JobHandlerContext {
  jobId: string;
  /** Aborted when this instance stops: finish the current step and hand the rest on. */
  signal: AbortSignal;
  /** No retry follows if this attempt fails. */
  lastAttempt: boolean;
}

export type JobHandler<T> = (data: T, context: JobHandlerContext) => Promise<unknown>;

/**
 * Called once (on whichever instance takes it) for a job that failed for good: its last
 * attempt threw, or its worker vanished and the queue expired it. `reason` says which.
 */
export type ExhaustedHandler<T> = (data: T, reason: string) => Promise<unknown>;

export interface SendOptions {
  startAfterSeconds?: number;
  /** A job id chosen beforehand, so the caller can record it before the job exists. */
  id?: string;
  /**
   * The caller's open transaction (a drizzle `tx`): the job is queued only if it commits, so
   * a process killed between writing a row and queueing its work leaves neither. Call
   * `wake` after the commit; a worker would otherwise look at its next poll.
   */
  transaction?: Db;
}

interface RawClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss runs its own SQL text with numbered parameters that repeat ($5 twice, typed by
 * its first use); drizzle's `sql` cannot reuse a parameter, so the job goes in through the
 * connection drizzle's transaction holds (a pg PoolClient or PGlite's transaction).
 */
function transactionExecutor(tx: Db): { executeSql: RawClient['query'] } {
  const client = (tx as unknown as { session?: { client?: RawClient } }).session?.client;
  if (!client?.query) throw new Error('The job queue needs a drizzle transaction to send in');
  return { executeSql: (text, values) => client.query(text, values) };
}

export interface JobResult {
  state: 'completed' | 'failed' | 'cancelled';
  output: unknown;
}

const FINAL_STATES = new Set(['completed', 'failed', 'cancelled']);
const LIVE_STATES = new Set(['created', 'retry', 'active']);
const WAIT_POLL_MS = 100;
// What the queue's supervisor writes on a job it expired (see failJobsByTimeout in pg-boss).
const EXPIRED = 'job failed by timeout in active state';

/** Why a job failed for good, in words for the console. */
function exhaustedReason(output: unknown): string {
  const failure = output as { message?: unknown; value?: { message?: unknown } } | null;
  const message = failure?.message ?? failure?.value?.message;
  if (message === EXPIRED) return 'its worker stopped answering (the instance may have died)';
  return typeof message === 'string' && message ? message : 'it failed without a message';
}

interface Logger {
  warn(message: string): void;
  error(message: string): void;
}

// A job deferred by a full disk waits the retry delay, doubling up to this while the disk stays full.
const DISK_FULL_LONGEST_WAIT_S = 300;

/**
 * What a failed job keeps as its output: the database's own message, not drizzle's wrapper,
 * whose message holds the whole query and every parameter (a document's chunks: megabytes
 * that the queue would then try to write to a full disk).
 */
function slimError(error: unknown): Error {
  const cause = findDatabaseError(error) ?? error;
  return new Error(cause instanceof Error ? cause.message : String(cause));
}

export class JobQueue {
  /** Names this process in job rows, so a test or an operator can see who works what. */
  readonly instanceId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly stopping = new AbortController();
  private readonly workerIds = new Map<string, string[]>();
  private released = false;
  /** Per queue: how many times in a row a full disk deferred one of its jobs. */
  private readonly deferrals = new Map<string, number>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly database: Database,
    readonly config: JobConfig,
    private readonly logger: Logger,
  ) {}

  static async start(database: Database, config: JobConfig, logger: Logger): Promise<JobQueue> {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => database.execute(text, values) },
      // Nothing is scheduled by cron; maintenance (expiry, archive) still runs.
      schedule: false,
      maintenanceIntervalSeconds: config.maintenanceSeconds,
      pollingIntervalSeconds: config.pollingSeconds,
    });
    boss.on('error', (error) => logger.error(`[jobs] ${error.message}`));
    await boss.start();
    return new JobQueue(boss, database, config, logger);
  }

  get signal(): AbortSignal {
    return this.stopping.signal;
  }

  /**
   * Creates the queue (if new) and starts this instance's workers on it. With
   * `onExhausted`, a job that fails for good goes to the queue's dead-letter queue, whose
   * worker calls it, so what the job was doing is not left looking under way.
   */
  async define<T extends object>(
    name: string,
    handler: JobHandler<T>,
    onExhausted?: ExhaustedHandler<T>,
  ): Promise<void> {
    const deadLetter = onExhausted ? `${name}-exhausted` : undefined;
    const retries = {
      retryLimit: this.config.retryLimit,
      retryDelay: this.config.retryDelaySeconds,
      retryBackoff: true,
    };
    if (deadLetter) await this.boss.createQueue(deadLetter, { name: deadLetter, ...retries });
    const options = {
      name,
      ...retries,
      expireInSeconds: this.config.expireSeconds,
      ...(deadLetter ? { deadLetter } : {}),
    };
    await this.boss.createQueue(name, options);
    // createQueue leaves an existing queue as it was: bring one made by an older version
    // (without its dead-letter queue, or with other retry settings) up to date.
    await this.boss.updateQueue(name, options);
    const ids: string[] = [];
    for (let i = 0; i < this.config.workersPerInstance; i += 1) {
      ids.push(
        await this.boss.work<T>(name, { batchSize: 1, includeMetadata: true }, async ([job]) =>
          this.run(name, job!.data, () =>
            handler(job!.data, {
              jobId: job!.id,
              signal: this.stopping.signal,
              lastAttempt: job!.retryCount >= job!.retryLimit,
            }),
          ),
        ),
      );
    }
    this.workerIds.set(name, ids);
    if (deadLetter && onExhausted)
      await this.boss.work<T>(deadLetter, { batchSize: 1, includeMetadata: true }, ([job]) =>
        onExhausted(job!.data, exhaustedReason(job!.output)),
      );
  }

  /**
   * Runs one attempt. A full disk does not use up the job's retries (each would fail the
   * same way, and then the job for good): the job is queued again to start later, the
   * wait doubling while the disk stays full, and finishes once space is back.
   */
  private async run(name: string, data: object, attempt: () => Promise<unknown>) {
    try {
      const result = await attempt();
      this.deferrals.delete(name);
      diskFull.clear();
      return result;
    } catch (error) {
      if (!diskFull.note(error)) throw slimError(error);
      const times = this.deferrals.get(name) ?? 0;
      this.deferrals.set(name, times + 1);
      const wait = Math.min(this.config.retryDelaySeconds * 2 ** times, DISK_FULL_LONGEST_WAIT_S);
      await this.send(name, data, { startAfterSeconds: wait });
      this.logger.warn(`[jobs] ${name}: the disk is full; the job tries again in ${wait} s`);
      return { deferred: 'the disk is full', retryInSeconds: wait };
    }
  }

  /**
   * Queues a job; a worker of this instance looks at once instead of at its next poll
   * (in a transaction, once `wake` is called after the commit).
   */
  async send(name: string, data: object, options: SendOptions = {}): Promise<string> {
    const { startAfterSeconds = 0, id: chosenId, transaction } = options;
    const id = await this.boss.send(name, data, {
      ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
      ...(chosenId ? { id: chosenId } : {}),
      ...(transaction ? { db: transactionExecutor(transaction) } : {}),
    });
    if (!id) throw new Error(`The ${name} job was not queued`);
    if (!startAfterSeconds && !transaction) this.wake(name);
    return id;
  }

  /** Has this instance's workers of `name` look for jobs now (after a transaction queued one). */
  wake(name: string): void {
    for (const worker of this.workerIds.get(name) ?? []) this.boss.notifyWorker(worker);
  }

  /**
   * Whether any job of the queues, in a state that may still run, carries `value` in its
   * data's `field`: for a sweeper looking for rows whose work was lost.
   */
  async hasLiveJob(
    queues: string[],
    field: string,
    value: string,
    transaction?: Db,
  ): Promise<boolean> {
    const execute = transaction
      ? transactionExecutor(transaction).executeSql
      : this.database.execute;
    const { rows } = await execute(
      `SELECT 1 FROM pgboss.job WHERE name = ANY($1::text[]) AND data->>$2 = $3
         AND state::text = ANY($4::text[]) LIMIT 1`,
      [queues, field, value, [...LIVE_STATES]],
    );
    return rows.length > 0;
  }

  /** Whether the job may still run: queued, waiting for a retry, or being worked. */
  async isLive(name: string, id: string): Promise<boolean> {
    const job = await this.boss.getJobById(name, id, { includeArchive: true });
    return job !== null && LIVE_STATES.has(job.state);
  }

  /** The job's final state and output, or undefined if it is still queued or running after `timeoutMs`. */
  async waitFor(name: string, id: string, timeoutMs: number): Promise<JobResult | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const job = await this.boss.getJobById(name, id, { includeArchive: true });
      if (job && FINAL_STATES.has(job.state))
        return { state: job.state as JobResult['state'], output: job.output };
      if (Date.now() >= deadline || this.released || this.stopping.signal.aborted) return undefined;
      await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
    }
  }

  /** Throws unless the queue's tables answer (for readiness). */
  async check(): Promise<void> {
    if (this.stopping.signal.aborted) throw new Error('the job queue is stopping');
    await this.boss.getQueues();
  }

  /** Ends every waitFor at once (it answers undefined): the instance is stopping. */
  release(): void {
    this.released = true;
  }

  /**
   * Stops taking jobs, tells running handlers to hand their work on, and waits for them.
   * A job still running after `timeoutMs` is failed, so another instance retries it.
   */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping.abort();
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
  }
}
