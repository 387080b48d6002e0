import type { FastifyInstance } from 'fastify';
import { startFakeBotService, type FakeBotService } from './fake-bot-service';
import { testGateway } from './test-gateway';
import {
  startTestPlatform,
  type TestPlatform,
} from '@switchboard/platform/testing/signed-in-platform';

export interface ProxiedBot {
  platform: TestPlatform;
  service: FakeBotService;
  gateway: FastifyInstance;
  /** A bot admin's token. */
  admin: string;
  /** A bot of the platform's whose path is the fake service. */
  botId: string;
  close(): Promise<void>;
}

/**
 * A test platform and a gateway in front of it that proxies one bot to a fake bot service,
 * with the service credential the gateway presents for the writes only it may make.
 */
export async function startProxiedBot(options: {
  botName: string;
  serviceKey: string;
  proxyTimeoutMs: number;
}): Promise<ProxiedBot> {
  const [platform, service] = await Promise.all([
    startTestPlatform({ KB_API_KEY: options.serviceKey }),
    startFakeBotService(),
  ]);
  const gateway = await testGateway({
    PLATFORM_URL: platform.url,
    KNOWLEDGE_API_KEY: options.serviceKey,
    PROXY_ALLOWED_ORIGINS: `http://127.0.0.1:${service.port}`,
    PROXY_TIMEOUT_MS: String(options.proxyTimeoutMs),
  });
  const admin = await platform.tokenFor('admin@switchboard.local');
  const bot = await platform.api(admin, 'POST', '/api/bots', {
    name: options.botName,
    botPath: `http://127.0.0.1:${service.port}/kb/${options.botName}`,
    chatEndpoint: '/chat/',
  });
  const close = async () => {
    await gateway.close();
    await Promise.all([platform.close(), service.close()]);
  };
  if (bot.status !== 201) {
    await close();
    throw new Error(`creating the bot answered ${bot.status}`);
  }
  const { id: botId } = (await bot.json()) as { id: string };
  return { platform, service, gateway, admin, botId, close };
}
