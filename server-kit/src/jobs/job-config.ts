import { positiveInt } from '../config/positive-int';

type Env = Record<string, string | undefined>;

export interface JobConfig {
  /** Jobs of one kind this instance works at once. */
  workersPerInstance: number;
  /** Crawls of one bot that run at once across every instance. */
  crawlsPerBot: number;
  /** A crawl works this long, then saves where it is and queues its own continuation. */
  crawlSliceSeconds: number;
  /** A worker that has not written for this long is taken for dead and its job is taken over. */
  leaseSeconds: number;
  /** An active job older than this is failed by the queue's supervisor and retried. */
  expireSeconds: number;
  retryLimit: number;
  retryDelaySeconds: number;
  pollingSeconds: number;
  maintenanceSeconds: number;
  /** How long an upload or recrawl request waits for its job before answering 202. */
  waitSeconds: number;
}

export function loadJobConfig(env: Env): JobConfig {
  const int = (name: string, fallback: number) => positiveInt(env[name], fallback, name);
  const crawlSliceSeconds = int('KB_CRAWL_SLICE_SECONDS', 60);
  const leaseSeconds = int('JOB_LEASE_SECONDS', 30);
  return {
    workersPerInstance: int('JOB_WORKERS', 2),
    crawlsPerBot: int('KB_CRAWLS_PER_BOT', 1),
    crawlSliceSeconds,
    leaseSeconds,
    // A slice can overrun by one page (timeout plus Crawl-delay): leave room for it.
    expireSeconds: int('JOB_EXPIRE_SECONDS', crawlSliceSeconds + leaseSeconds + 60),
    retryLimit: int('JOB_RETRY_LIMIT', 3),
    retryDelaySeconds: int('JOB_RETRY_DELAY_SECONDS', 5),
    pollingSeconds: int('JOB_POLLING_SECONDS', 2),
    maintenanceSeconds: int('JOB_MAINTENANCE_SECONDS', 30),
    waitSeconds: int('KB_JOB_WAIT_SECONDS', 60),
  };
}
