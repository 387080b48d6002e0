import type { PlatformConfig } from './config';
import type { Database } from '@switchboard/server-kit/db/connect';
import type { PasswordRateLimiter } from './auth/password-rate-limiter';
import type { JobQueue } from '@switchboard/server-kit/jobs/job-queue';

/** What every feature plugin needs; built once per running platform. */
export interface PlatformContext {
  config: PlatformConfig;
  database: Database;
  passwordLimiter: PasswordRateLimiter;
  jobs: JobQueue;
  /** Known only after listen when the port is 0, hence a function. */
  publicUrl(): string;
  /** The demo site's origin once it listens; undefined when it is off. */
  demoSiteOrigin(): string | undefined;
}
