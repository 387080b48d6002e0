import { startPlatform } from './app';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!process.env.KB_API_KEY?.trim()) {
    console.warn(
      '[local-platform] KB_API_KEY is not set: every /kb knowledge-service call will be refused.',
    );
  }
  const platform = await startPlatform();
  console.log(
    `[local-platform] listening on ${platform.url} (${config.databaseUrl ? 'PostgreSQL from DATABASE_URL' : `PGlite in ${config.dataDir}`})`,
  );
  if (platform.demoSiteOrigin)
    console.log(`[local-platform] demo site for crawling on ${platform.demoSiteOrigin}/`);

  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[local-platform] ${signal}: closing`);
    try {
      await platform.close();
      process.exit(0);
    } catch (error) {
      console.error('[local-platform] error while closing', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('[local-platform] failed to start:', error);
  process.exit(1);
});
