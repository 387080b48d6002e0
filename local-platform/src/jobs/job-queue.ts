import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database } from '../db/connect';
import type { JobConfig } from './job-config';

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

export interface JobResult {
  state: 'completed' | 'failed' | 'cancelled';
  output: unknown;
}

const FINAL_STATES = new Set(['completed', 'failed', 'cancelled']);
const WAIT_POLL_MS = 100;

interface Logger {
  warn(message: string): void;
  error(message: string): void;
}

export class JobQueue {
  /** Names this process in job rows, so a test or an operator can see who works what. */
  readonly instanceId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly stopping = new AbortController();
  private readonly workerIds = new Map<string, string[]>();

  private constructor(
    private readonly boss: PgBoss,
    readonly config: JobConfig,
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
    return new JobQueue(boss, config);
  }

  get signal(): AbortSignal {
    return this.stopping.signal;
  }

  /** Creates the queue (if new) and starts this instance's workers on it. */
  async define<T extends object>(name: string, handler: JobHandler<T>): Promise<void> {
    await this.boss.createQueue(name, {
      name,
      retryLimit: this.config.retryLimit,
      retryDelay: this.config.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: this.config.expireSeconds,
    });
    const ids: string[] = [];
    for (let i = 0; i < this.config.workersPerInstance; i += 1) {
      ids.push(
        await this.boss.work<T>(name, { batchSize: 1, includeMetadata: true }, async ([job]) =>
          handler(job!.data, {
            jobId: job!.id,
            signal: this.stopping.signal,
            lastAttempt: job!.retryCount >= job!.retryLimit,
          }),
        ),
      );
    }
    this.workerIds.set(name, ids);
  }

  /** Queues a job; a worker of this instance looks at once instead of at its next poll. */
  async send(name: string, data: object, startAfterSeconds = 0): Promise<string> {
    const id = await this.boss.send(
      name,
      data,
      startAfterSeconds ? { startAfter: startAfterSeconds } : {},
    );
    if (!id) throw new Error(`The ${name} job was not queued`);
    if (!startAfterSeconds)
      for (const worker of this.workerIds.get(name) ?? []) this.boss.notifyWorker(worker);
    return id;
  }

  /** The job's final state and output, or undefined if it is still queued or running after `timeoutMs`. */
  async waitFor(name: string, id: string, timeoutMs: number): Promise<JobResult | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const job = await this.boss.getJobById(name, id, { includeArchive: true });
      if (job && FINAL_STATES.has(job.state))
        return { state: job.state as JobResult['state'], output: job.output };
      if (Date.now() >= deadline || this.stopping.signal.aborted) return undefined;
      await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
    }
  }

  /** Throws unless the queue's tables answer (for readiness). */
  async check(): Promise<void> {
    if (this.stopping.signal.aborted) throw new Error('the job queue is stopping');
    await this.boss.getQueues();
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
