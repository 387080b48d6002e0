import { type APIRequestContext } from '@playwright/test';
import { postCredentials } from './support/sign-in';
import { expect, test } from './support/test';
import { decodeSessionCookie, parseStoredSession, SESSION_COOKIE_NAME } from '@switchboard/domain';

const platformUrl = () => process.env.E2E_PLATFORM_URL!;

/** Signs in the way a session-library client does, and returns the session's access token. */
async function signInWithCredentials(request: APIRequestContext, email: string) {
  const response = await postCredentials(request, email, '/bots');
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/bots');
  const { cookies } = await request.storageState();
  const cookie = cookies.find((c) => c.name === SESSION_COOKIE_NAME);
  return parseStoredSession(decodeSessionCookie(cookie?.value))!.access_token;
}

test('the chat proxy forwards only to registered bots at public or allow-listed addresses', async ({
  request,
}) => {
  const token = await signInWithCredentials(request, 'admin@switchboard.local');
  expect((await (await request.get('/api/auth/session')).json()).user).toMatchObject({
    email: 'admin@switchboard.local',
    RoleName: 'admin',
  });

  const unregistered = await request.post('/api/bots/proxy', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { botPath: 'http://127.0.0.1:9/kb/nobody', chatEndpoint: '/chat/', message: 'hi' },
  });
  expect(unregistered.status()).toBe(403);
  expect((await unregistered.json()).error).toMatch(/not those of a registered bot/);

  // A bot admin can register any address; the proxy still never connects to a private one.
  const botPath = 'http://169.254.169.254/latest';
  const created = await request.post(`${platformUrl()}/api/bots`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Metadata thief', botPath, chatEndpoint: '/chat/' },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  try {
    const refused = await request.post('/api/bots/proxy', {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { botPath, chatEndpoint: '/chat/', message: 'hi' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error).toMatch(/^Proxy API error: .*non-public address/);
  } finally {
    await request.delete(`${platformUrl()}/api/bots/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  }
});
