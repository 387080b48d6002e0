import { TEST_ANON_KEY } from '../testing/test-platform';
import { onPostgres, useCluster } from './test-cluster';

const SIGN_IN_LIMIT = 8;
const LOG_LINES_PER_MINUTE = 4;

onPostgres('rate limits shared by every instance', () => {
  const cluster = useCluster({
    // Per address and account; the suite's own sign-ins of one account stay well below it.
    platformEnv: () => ({ AUTH_RATE_LIMIT_PER_EMAIL: String(SIGN_IN_LIMIT) }),
    gatewayEnv: () => ({ CLIENT_LOG_RATE_LIMIT: String(LOG_LINES_PER_MINUTE) }),
  });

  it('spends one sign-in budget across instances', async () => {
    const attempt = () =>
      cluster.viaPlatforms('POST', '/auth/v1/token?grant_type=password', {
        headers: { apikey: TEST_ANON_KEY },
        body: { email: 'hiringmanager@switchboard.local', password: 'not-the-password' },
      });
    const answers = [];
    for (let i = 0; i < SIGN_IN_LIMIT; i += 1) answers.push(await attempt());
    expect(answers.map((a) => a.body.code)).toEqual(
      Array(SIGN_IN_LIMIT).fill('invalid_credentials'),
    );
    // Half the attempts went to each instance, yet the next one is refused on either.
    expect(new Set(answers.map((a) => a.headers.get('x-served-by')))).toEqual(new Set(['0', '1']));
    for (let i = 0; i < 2; i += 1) {
      const refused = await attempt();
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('over_request_rate_limit');
    }
  });

  it('spends one client-log budget across gateways', async () => {
    const line = () =>
      cluster.viaGateways('POST', '/api/auth/_log', {
        body: { level: 'info', message: 'a remote loaded slowly', source: 'multi-instance' },
      });
    const answers = [];
    for (let i = 0; i < LOG_LINES_PER_MINUTE; i += 1) answers.push(await line());
    expect(answers.map((a) => a.status)).toEqual(Array(LOG_LINES_PER_MINUTE).fill(204));
    // Half the lines went to each gateway, yet the next one is refused on either.
    expect(new Set(answers.map((a) => a.headers.get('x-served-by')))).toEqual(new Set(['0', '1']));
    for (let i = 0; i < 2; i += 1) {
      const refused = await line();
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/^Too many log lines: try again in \d+ seconds$/);
    }
  });

  it('keeps answering client-log lines when the shared budget table is gone', async () => {
    await cluster.database.query('DROP TABLE gateway_rate_limits');
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      answers.push(
        await cluster.viaGateways('POST', '/api/auth/_log', {
          body: { level: 'info', message: 'the store is down', source: 'multi-instance' },
        }),
      );
    }
    // Each gateway falls back to counting alone, with a fresh budget: no 500.
    expect(answers.map((a) => a.status)).toEqual([204, 204, 204, 204]);
  });
});
