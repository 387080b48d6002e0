import { startPlatform } from './app';
import { loadConfig } from './config';
import { loadStopTimes } from '@switchboard/server-kit/http/graceful-stop';
import { diskFull } from '@switchboard/server-kit/db/disk-full';

// Past the stop's own deadline, whatever still holds the process (a stuck hook) is not waited for.
const EXIT_MARGIN_MS = 1_000;

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
  const starting = startPlatform();
  // Listening before the start finishes: a stop that arrives while the database opens or
  // migrates waits for it and then closes cleanly, instead of ending the process with no
  // exit code and the database mid-write.
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[platform] ${signal}: closing`);
    setTimeout(() => {
      console.error(`[platform] still closing after ${stopTimes.timeoutMs} ms: exiting`);
      process.exit(1);
    }, stopTimes.timeoutMs + EXIT_MARGIN_MS).unref();
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

  const platform = await starting;
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
