import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildPackages, stalePackages } from '@switchboard/tooling/stack/build-stale';
import { startStack } from '@switchboard/tooling/stack/start-stack';
import { freePort } from '@switchboard/server-kit/free-port';
import { REMOTE_NAMES } from '@switchboard/server-kit/ports';
import { startEmbeddingsTestServer } from '@switchboard/embedding-model/testing/embeddings-test-server';
import { startCrawlSite } from './crawl-site';
import { embeddingsSettled } from './embeddings-settled';

/**
 * The whole console for real: the local platform on a fresh PGlite folder, the five
 * built remotes and the gateway, each on a free port, stopped when the run ends.
 * Whatever is stale is built first, so running one spec alone tests the current source.
 */
export default async function globalSetup() {
  await buildPackages(stalePackages());
  // Workers inherit this, so the bundle check can look for the secret this run used.
  process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
  process.env.GATEWAY_SECRET ??= randomBytes(32).toString('hex');
  process.env.KNOWLEDGE_API_KEY ??= randomBytes(24).toString('hex');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchboard-e2e-'));
  const runtimeConfigFile = path.join(workDir, 'runtime-config.json');
  fs.writeFileSync(runtimeConfigFile, '{}');
  const remotes = Object.fromEntries(
    await Promise.all(REMOTE_NAMES.map(async (name) => [name, await freePort()])),
  ) as Record<(typeof REMOTE_NAMES)[number], number>;
  const crawlSite = await startCrawlSite();
  // A bot's own OpenAI-compatible embeddings endpoint, for the Model panel's spec.
  process.env.E2E_EMBEDDINGS_KEY ??= randomBytes(16).toString('hex');
  const embeddings = await startEmbeddingsTestServer({ apiKey: process.env.E2E_EMBEDDINGS_KEY });
  const demoSite = await freePort();
  const stack = await startStack({
    host: '127.0.0.1',
    quiet: true,
    ports: {
      gateway: await freePort(),
      platform: await freePort(),
      demoSite,
      remotes,
    },
    env: {
      PLATFORM_DATA_DIR: path.join(workDir, 'pglite'),
      JWT_SECRET: process.env.JWT_SECRET!,
      RUNTIME_CONFIG_FILE: runtimeConfigFile,
      // A remote's load on a starved machine can take many seconds; the one test of the limit
      // sets a short one of its own (remote-failure.spec).
      REMOTE_LOAD_TIMEOUT_MS: '60000',
      GATEWAY_SECRET: process.env.GATEWAY_SECRET!,
      KNOWLEDGE_API_KEY: process.env.KNOWLEDGE_API_KEY!,
      // The knowledge spec crawls the demo site and its own small site, nothing else.
      KB_CRAWL_ALLOWED_ORIGINS: `http://127.0.0.1:${demoSite},${crawlSite.origin}`,
      // The one loopback embeddings endpoint a bot may be switched to.
      KB_EMBEDDINGS_ALLOWED_ORIGINS: embeddings.origin,
      // Every test signs in from 127.0.0.1; the production limits would throttle the suite.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_EMAIL: '100000',
    },
  });
  await embeddingsSettled(stack.platformUrl, process.env.KNOWLEDGE_API_KEY!);
  process.env.E2E_BASE_URL = stack.gatewayUrl;
  process.env.E2E_PLATFORM_URL = stack.platformUrl;
  process.env.E2E_DEMO_SITE_URL = stack.demoSiteUrl;
  process.env.E2E_CRAWL_SITE_URL = crawlSite.origin;
  process.env.E2E_EMBEDDINGS_URL = embeddings.baseUrl;
  process.env.E2E_RUNTIME_CONFIG_FILE = runtimeConfigFile;
  process.env.E2E_REMOTE_PORTS = JSON.stringify(remotes);
  return async () => {
    await stack.stop();
    await crawlSite.close();
    await embeddings.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}
