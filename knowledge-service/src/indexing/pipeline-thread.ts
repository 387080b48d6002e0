import { Worker } from 'node:worker_threads';
import type { ArchiveLimits } from '../extract/archive-limits';
import { ExtractionError } from '../extract/extraction-error';
import type { PipelineResults, PipelineTask } from './text-pipeline';

export interface PipelineSettings {
  /** A task running longer fails its document (or page) with a clear error. */
  timeLimitMs: number;
  archive: ArchiveLimits;
}

const MB = 1024 * 1024;

export const DEFAULT_PIPELINE_SETTINGS: PipelineSettings = {
  timeLimitMs: 120_000,
  // A DOCX has tens of files and rarely unpacks to more than a few times its upload size.
  archive: { maxEntries: 5_000, maxUnpackedBytes: 64 * MB },
};

// Far above what a 25 MB upload needs; a document that needs more fails, the platform stays.
const HEAP_LIMIT_MB = 1024;

interface Pending {
  task: PipelineTask;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

type Answer =
  { ready: true } | { ok: true; value: unknown } | { ok: false; name: string; message: string };

/**
 * The worker runs the source through tsx's require hook, from the bundle the tests run as
 * well as from source: the bundle holds the platform's thread only. Its path is found
 * through the package's own name, which resolves the same from either place.
 */
function startWorker(archive: ArchiveLimits): Worker {
  const entry = require.resolve('@switchboard/knowledge-service/pipeline-worker');
  const tsx = require.resolve('tsx/cjs/api');
  return new Worker(
    `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`,
    {
      eval: true,
      workerData: archive,
      // The platform's own flags (a loader, --liftoff-only for short test runs) are not the worker's.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB },
    },
  );
}

/**
 * Extraction, parsing and chunking run here, one task at a time, off the thread that
 * answers every request: a hostile or merely huge document used to stall sign-in and chat
 * for everyone while it was read. A task over the time limit ends the worker (a busy thread
 * cannot be interrupted otherwise) and fails with a clear error; the next task starts a new one.
 */
export class PipelineThread {
  private worker: Worker | undefined;
  private ready = false;
  private running: (Pending & { timer: NodeJS.Timeout }) | undefined;
  private readonly queue: Pending[] = [];

  constructor(private settings: PipelineSettings) {}

  configure(settings: PipelineSettings): void {
    if (JSON.stringify(settings.archive) !== JSON.stringify(this.settings.archive)) this.stop();
    this.settings = settings;
  }

  run<K extends PipelineTask['kind']>(
    task: Extract<PipelineTask, { kind: K }>,
  ): Promise<PipelineResults[K]> {
    return new Promise((resolve, reject) => {
      this.queue.push({ task, resolve: resolve as (value: unknown) => void, reject });
      this.next();
    });
  }

  /** Ends the worker; queued tasks start a new one. */
  stop(): void {
    const worker = this.worker;
    this.worker = undefined;
    this.ready = false;
    if (this.running) this.finish(new Error('The text pipeline stopped'));
    void worker?.terminate();
  }

  private next(): void {
    if (this.running || this.queue.length === 0) return;
    if (!this.worker) this.worker = this.spawn();
    // Held only while there is work: an idle worker must not keep the process alive.
    this.worker.ref();
    if (!this.ready) return;
    const pending = this.queue.shift()!;
    const limit = this.settings.timeLimitMs;
    const timer = setTimeout(() => {
      this.finish(new ExtractionError(`Extraction took longer than ${limit / 1000} s`));
      this.stop();
    }, limit);
    this.running = { ...pending, timer };
    this.worker.postMessage(pending.task);
  }

  private finish(outcome: Error | { value: unknown }): void {
    const running = this.running;
    if (!running) return;
    this.running = undefined;
    clearTimeout(running.timer);
    if (outcome instanceof Error) running.reject(outcome);
    else running.resolve(outcome.value);
    if (this.queue.length === 0) this.worker?.unref();
    setImmediate(() => this.next());
  }

  private spawn(): Worker {
    const worker = startWorker(this.settings.archive);
    const current = () => this.worker === worker;
    worker.on('message', (answer: Answer) => {
      if (!current()) return;
      if ('ready' in answer) {
        this.ready = true;
        this.next();
      } else if (answer.ok) this.finish({ value: answer.value });
      else
        this.finish(
          answer.name === 'ExtractionError'
            ? new ExtractionError(answer.message)
            : new Error(answer.message),
        );
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (!current()) return;
      this.worker = undefined;
      this.ready = false;
      const failure =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new ExtractionError(`Extraction needed more than ${HEAP_LIMIT_MB} MB of memory`)
          : error;
      if (this.running) this.finish(failure);
      // A worker that fails before it is ready would fail every queued task the same way.
      else for (const pending of this.queue.splice(0)) pending.reject(failure);
    });
    worker.on('exit', () => {
      if (!current()) return;
      this.worker = undefined;
      this.ready = false;
      this.finish(new Error('The text pipeline stopped'));
      this.next();
    });
    return worker;
  }
}

/** One per process: the knowledge service's plugin configures it from its environment. */
export const textPipeline = new PipelineThread(DEFAULT_PIPELINE_SETTINGS);
