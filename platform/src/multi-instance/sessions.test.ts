import { request, signIn } from '../testing/http-client';
import { TEST_ANON_KEY } from '../testing/test-platform';
import { onPostgres, useCluster } from './test-cluster';

// Long enough that two refreshes in a row on a loaded machine fall inside it.
const REUSE_INTERVAL_SECONDS = 10;

onPostgres('sessions across platform instances and gateways', () => {
  const cluster = useCluster({
    platformEnv: () => ({ REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: String(REUSE_INTERVAL_SECONDS) }),
  });

  it('reports every instance ready: database and queue on the platforms, the platform on the gateways', async () => {
    for (const platform of cluster.platforms) {
      const ready = await request(platform.url, 'GET', '/readyz');
      expect(ready).toMatchObject({
        status: 200,
        body: { status: 'ready', checks: { database: 'ok', queue: 'ok' } },
      });
    }
    for (const gateway of cluster.gateways) {
      const ready = await request(gateway.url, 'GET', '/readyz');
      expect(ready).toMatchObject({ status: 200, body: { status: 'ready' } });
    }
  });

  it('signs in on one instance and is served by the other', async () => {
    const session = await signIn(cluster.platformProxy.url, 'admin@switchboard.local');
    const signedInOn = cluster.platformProxy.servedBy.at(-1);
    const bots = await cluster.viaPlatforms('GET', '/api/bots', { token: session.access_token });
    expect(bots.status).toBe(200);
    expect(bots.headers.get('x-served-by')).not.toBe(String(signedInOn));
  });

  it('keeps the session library working across gateways: CSRF from one, sign-in on the other', async () => {
    const csrf = await cluster.viaGateways('GET', '/api/auth/csrf');
    const csrfCookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const signin = await fetch(`${cluster.gatewayProxy.url}/api/auth/callback/credentials`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrfCookie },
      body: new URLSearchParams({
        csrfToken: csrf.body.csrfToken,
        email: 'admin@switchboard.local',
        password: 'switchboard',
        callbackUrl: '/',
      }),
    });
    expect(signin.headers.get('x-served-by')).not.toBe(csrf.headers.get('x-served-by'));
    expect(signin.status).toBe(302);
    expect(signin.headers.get('location')).not.toContain('error');
    const sessionCookie = signin.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const sessions = [
      await cluster.viaGateways('GET', '/api/auth/session', { headers: { cookie: sessionCookie } }),
      await cluster.viaGateways('GET', '/api/auth/session', { headers: { cookie: sessionCookie } }),
    ];
    expect(new Set(sessions.map((s) => s.headers.get('x-served-by')))).toEqual(new Set(['0', '1']));
    for (const session of sessions) expect(session.body.user.email).toBe('admin@switchboard.local');
  });

  it('rotates refresh tokens across instances and ends the session when an old one is reused', async () => {
    const refresh = (token: string) =>
      cluster.viaPlatforms('POST', '/auth/v1/token?grant_type=refresh_token', {
        headers: { apikey: TEST_ANON_KEY },
        body: { refresh_token: token },
      });
    const first = await signIn(cluster.platformProxy.url, 'superuser@switchboard.local');
    const second = await refresh(first.refresh_token);
    // Two tabs refreshing at once: within the reuse interval the other instance hands the
    // same parent the same child instead of taking it for a stolen token.
    const twin = await refresh(first.refresh_token);
    expect([second.status, twin.status]).toEqual([200, 200]);
    expect(twin.headers.get('x-served-by')).not.toBe(second.headers.get('x-served-by'));
    expect(twin.body.refresh_token).toBe(second.body.refresh_token);
    const third = await refresh(second.body.refresh_token);
    expect(third.status).toBe(200);
    expect(third.body.refresh_token).not.toBe(second.body.refresh_token);
    // The interval passed: the rotations aged in the store (the database's clock decides
    // "recent") rather than slept through, which cost the suite 10.5 s.
    const aged = await cluster.database.query(
      `UPDATE refresh_tokens SET rotated_at = rotated_at - make_interval(secs => $1)
        WHERE rotated_at IS NOT NULL AND session_id IN (SELECT s.id FROM auth_sessions s
          JOIN users u ON u.id = s.user_id WHERE u.email = 'superuser@switchboard.local')`,
      [REUSE_INTERVAL_SECONDS + 1],
    );
    expect(aged.rowCount).toBe(2);
    const reused = await refresh(first.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('refresh_token_already_used');
    // Whichever instance answers now, the family is dead.
    for (let i = 0; i < 2; i += 1) {
      const after = await refresh(third.body.refresh_token);
      expect(after.status).toBe(400);
      const user = await cluster.viaPlatforms('GET', '/auth/v1/user', {
        token: third.body.access_token,
        headers: { apikey: TEST_ANON_KEY },
      });
      expect(user.status).toBe(403);
      expect(user.body.code).toBe('session_not_found');
    }
  });
});
