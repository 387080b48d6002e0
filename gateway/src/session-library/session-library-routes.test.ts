/**
 * @jest-environment node
 */
import {
  decodeSessionCookie,
  encodeSessionCookie,
  parseStoredSession,
  SESSION_COOKIE_NAME,
} from '@switchboard/domain';
import { DEV_SUPABASE_ANON_KEY } from '@switchboard/server-kit/dev-anon-key';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { testGateway } from '../testing/test-gateway';
import {
  PASSWORD,
  startTestPlatform,
  type TestPlatform,
} from '@switchboard/platform/testing/signed-in-platform';
import { CSRF_COOKIE_NAME } from './csrf-token';
import { SIGNOUT_FAILED } from './signout-route';

let platform: TestPlatform;
let gateway: FastifyInstance;

beforeAll(async () => {
  platform = await startTestPlatform();
  gateway = await testGateway({ PLATFORM_URL: platform.url });
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await platform?.close();
});

/** A browser's cookie jar over inject, on `app` (the gateway in front of the test platform). */
function browser(app: FastifyInstance = gateway) {
  const jar: Record<string, string> = {};
  const send = async (options: InjectOptions) => {
    const response = await app.inject({ ...options, cookies: { ...jar } });
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
    }>) {
      if (cookie.maxAge === 0 || cookie.value === '') delete jar[cookie.name];
      else jar[cookie.name] = cookie.value;
    }
    return response;
  };
  return {
    jar,
    send,
    csrf: async () => (await send({ url: '/api/auth/csrf' })).json().csrfToken as string,
    form: (url: string, fields: Record<string, string>) =>
      send({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      }),
  };
}

const credentials = { email: 'admin@switchboard.local', password: PASSWORD };

describe('the session-library routes', () => {
  it('issues a CSRF token with a signed HttpOnly cookie, and keeps it', async () => {
    const client = browser();
    const response = await client.send({ url: '/api/auth/csrf' });
    const { csrfToken } = response.json();
    expect(csrfToken).toMatch(/^[0-9a-f]{64}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${CSRF_COOKIE_NAME}=`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(await client.csrf()).toBe(csrfToken);
  });

  it('lists the credentials provider', async () => {
    expect((await gateway.inject('/api/auth/providers')).json()).toEqual({
      credentials: {
        id: 'credentials',
        name: 'Credentials',
        type: 'credentials',
        signinUrl: '/api/auth/signin/credentials',
        callbackUrl: '/api/auth/callback/credentials',
      },
    });
  });

  it('answers {} for the session when signed out', async () => {
    expect((await gateway.inject('/api/auth/session')).json()).toEqual({});
  });

  it('refuses a sign-in without a valid CSRF token', async () => {
    const client = browser();
    const missing = await client.form('/api/auth/callback/credentials', credentials);
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error).toBe('MissingCSRF');
    await client.csrf();
    const wrong = await client.form('/api/auth/callback/credentials', {
      ...credentials,
      csrfToken: 'f'.repeat(64),
    });
    expect(wrong.statusCode).toBe(403);
    expect(client.jar[SESSION_COOKIE_NAME]).toBeUndefined();
  });

  it('signs in with CSRF, sets the shared session cookie and serves the session from it', async () => {
    const client = browser();
    const response = await client.form('/api/auth/callback/credentials', {
      ...credentials,
      csrfToken: await client.csrf(),
      callbackUrl: '/bots?tab=all',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/bots?tab=all');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=604800/);
    expect(setCookie).not.toMatch(/HttpOnly/);
    const stored = parseStoredSession(decodeSessionCookie(client.jar[SESSION_COOKIE_NAME]));
    expect(stored).toMatchObject({
      token_type: 'bearer',
      user: { email: 'admin@switchboard.local' },
    });
    expect(stored!.expires_at).toBeGreaterThan(Date.now() / 1000);

    const session = (await client.send({ url: '/api/auth/session' })).json();
    expect(session.user).toEqual({
      name: 'admin',
      email: 'admin@switchboard.local',
      image: null,
      RoleName: 'admin',
    });
    expect(Date.parse(session.expires)).toBeGreaterThan(Date.now());

    // The same cookie authenticates the proxy routes (with the non-simple header the console's
    // HTTP client sends): this call gets past the 401 to the body check.
    const proxied = await client.send({
      method: 'POST',
      url: '/api/bots/proxy',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: {},
    });
    expect(proxied.statusCode).toBe(400);
  });

  it('answers {url} instead of a redirect when the client asks for JSON', async () => {
    const client = browser();
    const response = await client.send({
      method: 'POST',
      url: '/api/auth/signin/credentials',
      payload: {
        ...credentials,
        csrfToken: await client.csrf(),
        callbackUrl: '/conversations',
        json: true,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(new URL(response.json().url).pathname).toBe('/conversations');
    expect(client.jar[SESSION_COOKIE_NAME]).toBeDefined();
  });

  it('sends a wrong password back to the login page with CredentialsSignin', async () => {
    const client = browser();
    const response = await client.form('/api/auth/callback/credentials', {
      email: credentials.email,
      password: 'wrong',
      csrfToken: await client.csrf(),
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth/login?error=CredentialsSignin');
    expect(client.jar[SESSION_COOKIE_NAME]).toBeUndefined();
  });

  it('refuses a callbackUrl on another origin', async () => {
    const client = browser();
    const csrfToken = await client.csrf();
    for (const callbackUrl of ['https://evil.example/', '//evil.example/']) {
      const response = await client.form('/api/auth/callback/credentials', {
        ...credentials,
        csrfToken,
        callbackUrl,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'INVALID_CALLBACK_URL_ERROR' });
    }
    expect(client.jar[SESSION_COOKIE_NAME]).toBeUndefined();
  });

  it('signs out with CSRF: the platform session ends and the cookie is cleared', async () => {
    const client = browser();
    const csrfToken = await client.csrf();
    await client.form('/api/auth/callback/credentials', { ...credentials, csrfToken });
    const token = parseStoredSession(
      decodeSessionCookie(client.jar[SESSION_COOKIE_NAME]),
    )!.access_token;
    expect((await client.form('/api/auth/signout', {})).statusCode).toBe(403);
    const response = await client.form('/api/auth/signout', { csrfToken });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth/login');
    expect(client.jar[SESSION_COOKIE_NAME]).toBeUndefined();
    const user = await fetch(`${platform.url}/auth/v1/user`, {
      headers: { apikey: DEV_SUPABASE_ANON_KEY, authorization: `Bearer ${token}` },
    });
    expect(user.ok).toBe(false);
    expect((await client.send({ url: '/api/auth/session' })).json()).toEqual({});
  });

  it('signs out when the access token is no longer accepted: the refresh token ends the session', async () => {
    const client = browser();
    const csrfToken = await client.csrf();
    await client.form('/api/auth/callback/credentials', { ...credentials, csrfToken });
    const stored = parseStoredSession(decodeSessionCookie(client.jar[SESSION_COOKIE_NAME]))!;
    // As after the access token's hour: the platform refuses it.
    client.jar[SESSION_COOKIE_NAME] = encodeSessionCookie(
      JSON.stringify({ ...stored, access_token: 'expired' }),
    );
    const response = await client.form('/api/auth/signout', { csrfToken });
    expect(response.statusCode).toBe(302);
    expect(client.jar[SESSION_COOKIE_NAME]).toBeUndefined();
    // The platform session is over: its refresh token gives no new pair, its token no bots.
    const refresh = await fetch(`${platform.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: DEV_SUPABASE_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: stored.refresh_token }),
    });
    expect(refresh.status).toBe(400);
    const bots = await fetch(`${platform.url}/api/bots`, {
      headers: { apikey: DEV_SUPABASE_ANON_KEY, authorization: `Bearer ${stored.access_token}` },
    });
    expect(bots.status).toBe(401);
  });

  it('says a sign-out failed, keeping the cookie, when the platform cannot end the session', async () => {
    const signedIn = browser();
    await signedIn.form('/api/auth/callback/credentials', {
      ...credentials,
      csrfToken: await signedIn.csrf(),
    });
    const unreachable = await testGateway({ PLATFORM_URL: 'http://127.0.0.1:1' });
    try {
      const client = browser(unreachable);
      const csrfToken = await client.csrf();
      client.jar[SESSION_COOKIE_NAME] = signedIn.jar[SESSION_COOKIE_NAME]!;
      const response = await client.form('/api/auth/signout', { csrfToken });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ error: SIGNOUT_FAILED });
      expect(client.jar[SESSION_COOKIE_NAME]).toBe(signedIn.jar[SESSION_COOKIE_NAME]);
    } finally {
      await unreachable.close();
    }
  });

  it('refreshes an expired access token and rotates the cookie', async () => {
    const client = browser();
    await client.form('/api/auth/callback/credentials', {
      ...credentials,
      csrfToken: await client.csrf(),
    });
    const stored = parseStoredSession(decodeSessionCookie(client.jar[SESSION_COOKIE_NAME]))!;
    client.jar[SESSION_COOKIE_NAME] = encodeSessionCookie(
      JSON.stringify({
        ...stored,
        access_token: 'expired',
        expires_at: Math.floor(Date.now() / 1000) - 10,
      }),
    );
    const session = (await client.send({ url: '/api/auth/session' })).json();
    expect(session.user.email).toBe('admin@switchboard.local');
    const rotated = parseStoredSession(decodeSessionCookie(client.jar[SESSION_COOKIE_NAME]))!;
    expect(rotated.access_token).not.toBe('expired');
    expect(rotated.refresh_token).not.toBe(stored.refresh_token);
  });

  it('redirects a signed-out GET signin to the login page with SessionRequired, and a signed-in one onwards', async () => {
    const client = browser();
    const out = await client.send({ url: '/api/auth/signin?callbackUrl=%2Fbots' });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/auth/login?error=SessionRequired&callbackUrl=%2Fbots');
    await client.form('/api/auth/callback/credentials', {
      ...credentials,
      csrfToken: await client.csrf(),
    });
    expect(
      (await client.send({ url: '/api/auth/signin/credentials?callbackUrl=%2Fbots' })).headers
        .location,
    ).toBe('/bots');
  });
});
