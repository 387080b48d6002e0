import { startPlatform } from './app';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
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
