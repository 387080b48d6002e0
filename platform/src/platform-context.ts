import type { PlatformConfig } from './config';
import type { Database } from '@switchboard/server-kit/db/connect';
import type { PasswordRateLimiter } from './auth/password-rate-limiter';
import type { JobQueue } from '@switchboard/server-kit/jobs/job-queue';
import type { GracefulStop } from '@switchboard/server-kit/http/graceful-stop';

/** What every feature plugin needs; built once per running platform. */
export interface PlatformContext {
  config: PlatformConfig;
  database: Database;
  passwordLimiter: PasswordRateLimiter;
  jobs: JobQueue;
  /** The drain-then-close stop; readiness reads whether it has begun. */
  stop: GracefulStop;
  /** Known only after listen when the port is 0, hence a function. */
  publicUrl(): string;
  /** The demo site's origin once it listens; undefined when it is off. */
  demoSiteOrigin(): string | undefined;
}
