import { request as apiRequest } from '@playwright/test';
import { DEV_SUPABASE_ANON_KEY } from '@switchboard/server-kit/dev-anon-key';
import { median } from './stats';

const WARM_UP = 5;

export interface ProxyOverhead {
  directP50: number;
  proxyP50: number;
  /** Median of (proxy − direct) over interleaved pairs. */
  overheadP50: number;
  pairs: number;
  signInP50: number;
}

/**
 * The gateway's chat proxy against calling the bot's chat endpoint directly, as the
 * gateway does (the service key and the caller's id): pairs taken back to back, so the
 * machine's load weighs on both alike. Also times password sign-in on the platform.
 */
export async function measureChatProxyOverhead(
  gatewayUrl: string,
  platformUrl: string,
  serviceKey: string,
  pairs: number,
): Promise<ProxyOverhead> {
  const client = await apiRequest.newContext({ baseURL: gatewayUrl });
  try {
    const signInTimes: number[] = [];
    let token = '';
    let userId = '';
    for (let i = 0; i < 10; i += 1) {
      const start = performance.now();
      const answer = await client.post(`${platformUrl}/auth/v1/token?grant_type=password`, {
        headers: { apikey: DEV_SUPABASE_ANON_KEY },
        data: { email: 'admin@switchboard.local', password: 'switchboard' },
      });
      signInTimes.push(performance.now() - start);
      const body = (await answer.json()) as { access_token: string; user: { id: string } };
      token = body.access_token;
      userId = body.user.id;
    }
    // The proxy reads the session cookie the console's sign-in sets.
    const { csrfToken } = (await (await client.get('/api/auth/csrf')).json()) as {
      csrfToken: string;
    };
    await client.post('/api/auth/callback/credentials', {
      form: {
        email: 'admin@switchboard.local',
        password: 'switchboard',
        csrfToken,
        callbackUrl: '/bots',
      },
      maxRedirects: 0,
    });
    const bots = (await (
      await client.get(`${platformUrl}/api/bots`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { botPath: string; chatEndpoint: string; name: string }[];
    const bot = bots.find((candidate) => candidate.botPath.endsWith('/kb/customer-support'));
    if (!bot) throw new Error('the seeded customer-support bot is missing');
    const message = 'How long do refunds take?';
    const direct = async () => {
      const start = performance.now();
      const answer = await client.post(`${bot.botPath}${bot.chatEndpoint}`, {
        headers: { 'x-api-key': serviceKey, 'x-switchboard-user-id': userId },
        data: { message, user_id: userId },
      });
      if (!answer.ok())
        throw new Error(`direct chat answered ${answer.status()}: ${await answer.text()}`);
      return performance.now() - start;
    };
    const proxied = async () => {
      const start = performance.now();
      const answer = await client.post('/api/bots/proxy', {
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        data: { botPath: bot.botPath, chatEndpoint: bot.chatEndpoint, message, user_id: userId },
      });
      if (!answer.ok())
        throw new Error(`proxied chat answered ${answer.status()}: ${await answer.text()}`);
      return performance.now() - start;
    };
    for (let i = 0; i < WARM_UP; i += 1) {
      await direct();
      await proxied();
    }
    const directTimes: number[] = [];
    const proxyTimes: number[] = [];
    const differences: number[] = [];
    for (let i = 0; i < pairs; i += 1) {
      // Alternate which goes first, so neither always meets a warmer cache.
      let d: number;
      let p: number;
      if (i % 2) {
        d = await direct();
        p = await proxied();
      } else {
        p = await proxied();
        d = await direct();
      }
      directTimes.push(d);
      proxyTimes.push(p);
      differences.push(p - d);
    }
    return {
      directP50: median(directTimes),
      proxyP50: median(proxyTimes),
      overheadP50: median(differences),
      pairs,
      signInP50: median(signInTimes),
    };
  } finally {
    await client.dispose();
  }
}
