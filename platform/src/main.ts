import { startPlatform } from './app';
import { loadConfig } from './config';
import { loadStopTimes } from '@switchboard/server-kit/http/graceful-stop';
import { diskFull } from '@switchboard/server-kit/db/disk-full';
import { exitDeadline } from '@switchboard/server-kit/http/exit-deadline';

/**
 * pg-boss records a job's end without awaiting the write (work() in its manager), so that
 * write failing on a full disk was an unhandled rejection, which ends the process for
 * everyone, and again after each restart. A full disk is noted for readiness instead; the
 * job stays active, expires and is retried. Any other unhandled rejection still ends it.
 */
function surviveFullDisk(): void {
  process.on('unhandledRejection', (reason) => {
    if (!diskFull.note(reason)) throw reason;
    console.error(`[platform] a background write failed: ${diskFull.reason()}`);
  });
}

async function main(): Promise<void> {
  surviveFullDisk();
  const config = loadConfig();
  const stopTimes = loadStopTimes(process.env);
  if (!process.env.KB_API_KEY?.trim()) {
    console.warn(
      '[platform] KB_API_KEY is not set: every /kb knowledge-service call will be refused.',
    );
  }
  const stopping = new AbortController();
  const starting = startPlatform({ signal: stopping.signal });
  // Listening before the start finishes: a stop that arrives while the database opens,
  // migrates or is seeded answers 503 at once, ends the start at its next step (a seed
  // goes on at the next start) and closes cleanly, instead of ending the process with no
  // exit code and the database mid-write.
  const stop = async (signal: string) => {
    if (stopping.signal.aborted) return;
    console.log(`[platform] ${signal}: closing`);
    exitDeadline(stopTimes.timeoutMs, '[platform]');
    stopping.abort(new Error(`${signal} during the start`));
    try {
      const platform = await starting.catch(() => undefined);
      await platform?.close();
      process.exit(0);
    } catch (error) {
      console.error('[platform] error while closing', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  console.log('[platform] starting');

  const platform = await starting.catch((error: unknown) => {
    // A start ended by a stop is the stop's to report.
    if (stopping.signal.aborted) return undefined;
    throw error;
  });
  if (!platform) return;
  console.log(
    `[platform] listening on ${platform.url} (${config.databaseUrl ? 'PostgreSQL from DATABASE_URL' : `PGlite in ${config.dataDir}`})`,
  );
  if (platform.demoSiteOrigin)
    console.log(`[platform] demo site for crawling on ${platform.demoSiteOrigin}/`);
}

main().catch((error: unknown) => {
  console.error('[platform] failed to start:', error);
  process.exit(1);
});
