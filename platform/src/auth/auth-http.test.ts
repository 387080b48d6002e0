import { decodeJwt } from 'jose';
import { request, signIn } from '../testing/http-client';
import { useTestPlatform } from '../testing/platform-fixture';
import { TEST_ANON_KEY } from '../testing/test-platform';

const platform = useTestPlatform({
  AUTH_RATE_LIMIT_PER_EMAIL: '5',
  AUTH_RATE_LIMIT_PER_IP: '40',
  REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: '1',
});
const auth = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  request(platform.url, method, `/auth/v1${path}`, {
    body,
    headers: { apikey: TEST_ANON_KEY, ...headers },
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('POST /auth/v1/token?grant_type=password', () => {
  it('signs in with a GoTrue session and the documented JWT claims', async () => {
    const result = await auth('POST', '/token?grant_type=password', {
      email: 'Admin@Switchboard.local',
      password: 'switchboard',
    });
    expect(result.status).toBe(200);
    expect(result.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    const { access_token, refresh_token, expires_in, expires_at, token_type, user } = result.body;
    expect(token_type).toBe('bearer');
    expect(expires_in).toBe(3600);
    expect(typeof refresh_token).toBe('string');
    expect(user).toMatchObject({
      email: 'admin@switchboard.local',
      user_metadata: { username: 'admin', RoleName: 'admin' },
    });
    const claims = decodeJwt(access_token);
    expect(Object.keys(claims)).toEqual(
      expect.arrayContaining([
        'sub',
        'aud',
        'exp',
        'iat',
        'email',
        'role',
        'app_metadata',
        'user_metadata',
        'session_id',
      ]),
    );
    expect(claims).toMatchObject({
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      exp: expires_at,
    });
  });

  it('answers unknown user and wrong password identically', async () => {
    const unknown = await auth('POST', '/token?grant_type=password', {
      email: 'nobody@switchboard.local',
      password: 'switchboard',
    });
    const wrong = await auth('POST', '/token?grant_type=password', {
      email: 'superuser@switchboard.local',
      password: 'nope',
    });
    for (const result of [unknown, wrong]) {
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
      expect(result.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    }
  });

  it('refuses missing or wrong apikey, bad grant types and malformed bodies with 4xx', async () => {
    const noKey = await request(platform.url, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: 'a@b.c', password: 'x' },
    });
    expect(noKey.status).toBe(401);
    expect(noKey.body.message).toBe('No API key found in request');
    expect((await auth('POST', '/token?grant_type=password', {}, { apikey: 'wrong' })).status).toBe(
      401,
    );
    expect((await auth('POST', '/token?grant_type=magic', {})).body.code).toBe('validation_failed');
    expect(
      (await auth('POST', '/token?grant_type=password', { email: 42, password: [] })).status,
    ).toBe(400);
    const malformed = await request(platform.url, 'POST', '/auth/v1/token?grant_type=password', {
      rawBody: '{"email":',
      headers: { apikey: TEST_ANON_KEY, 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBeDefined();
  });

  it('answers CORS preflight with the headers supabase-js sends', async () => {
    const response = await fetch(`${platform.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4000',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'apikey,authorization,x-client-info,x-supabase-api-version,content-type',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4000');
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of [
      'apikey',
      'authorization',
      'x-client-info',
      'x-supabase-api-version',
      'content-type',
    ]) {
      expect(allowed).toContain(header);
    }
  });
});

describe('refresh, user and logout', () => {
  it('lets two tabs refresh the same token at once: one child, and the session lives', async () => {
    const session = await signIn(platform.url, 'employee@switchboard.local');
    const refresh = () =>
      auth('POST', '/token?grant_type=refresh_token', { refresh_token: session.refresh_token });
    const answers = await Promise.all([refresh(), refresh(), refresh()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const children = new Set(answers.map((answer) => answer.body.refresh_token));
    expect(children.size).toBe(1);
    const user = await auth('GET', '/user', undefined, {
      authorization: `Bearer ${answers[2]!.body.access_token}`,
    });
    expect(user.status).toBe(200);
    const next = await auth('POST', '/token?grant_type=refresh_token', {
      refresh_token: [...children][0],
    });
    expect(next.status).toBe(200);
  });

  it('rotates refresh tokens and refuses a reused one', async () => {
    const session = await signIn(platform.url, 'employee@switchboard.local');
    const first = await auth('POST', '/token?grant_type=refresh_token', {
      refresh_token: session.refresh_token,
    });
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(session.refresh_token);
    await pause(1100); // past the reuse interval
    const reused = await auth('POST', '/token?grant_type=refresh_token', {
      refresh_token: session.refresh_token,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('refresh_token_already_used');
    // Reuse ends the session: the rotated token is dead too.
    const after = await auth('POST', '/token?grant_type=refresh_token', {
      refresh_token: first.body.refresh_token,
    });
    expect(after.status).toBe(400);
    const unknown = await auth('POST', '/token?grant_type=refresh_token', {
      refresh_token: 'never-issued',
    });
    expect(unknown.body.code).toBe('refresh_token_not_found');
  });

  it('reads the user and ends the session on logout', async () => {
    const session = await signIn(platform.url, 'hiringmanager@switchboard.local');
    const bearer = { authorization: `Bearer ${session.access_token}` };
    const user = await auth('GET', '/user', undefined, bearer);
    expect(user.status).toBe(200);
    expect(user.body.user_metadata).toEqual({
      username: 'hiringmanager',
      RoleName: 'hiringmanager',
    });
    expect((await auth('GET', '/user')).status).toBe(401);
    expect(
      (await auth('GET', '/user', undefined, { authorization: 'Bearer not.a.jwt' })).body.code,
    ).toBe('bad_jwt');
    const logout = await auth('POST', '/logout?scope=global', undefined, bearer);
    expect(logout.status).toBe(204);
    const afterLogout = await auth('GET', '/user', undefined, bearer);
    expect(afterLogout.status).toBe(403);
    expect(afterLogout.body.code).toBe('session_not_found');
    const refresh = await auth('POST', '/token?grant_type=refresh_token', {
      refresh_token: session.refresh_token,
    });
    expect(refresh.status).toBe(400);
  });
});

describe('password rate limits', () => {
  it('limits attempts per e-mail with a GoTrue 429', async () => {
    const attempt = () =>
      auth('POST', '/token?grant_type=password', {
        email: 'applicant@switchboard.local',
        password: 'bad',
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('over_request_rate_limit');
    expect(limited.body.message).toMatch(/Too many sign-in attempts/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  // Last in the file: it spends this client address's whole budget.
  it('limits attempts per client address across e-mails', async () => {
    let last = 0;
    for (let i = 0; i < 45 && last !== 429; i += 1) {
      last = (
        await auth('POST', '/token?grant_type=password', {
          email: `spray${i}@switchboard.local`,
          password: 'x',
        })
      ).status;
    }
    expect(last).toBe(429);
  });
});
