import { decodeJwt } from 'jose';
import { request, signIn } from '../testing/http-client';
import {
  createTestStorage,
  PLATFORM_START_TIMEOUT_MS,
  startTestPlatform,
  stopTestPlatform,
  TEST_ANON_KEY,
  type TestPlatform,
} from '../testing/test-platform';
import { signAccessToken } from './jwt';
import type { UserRow } from './user-json';

// Replay of a probe: a default install signed tokens with a secret written in the source,
// so anyone could mint an admin token.
let platform: TestPlatform | undefined;
afterAll(() => stopTestPlatform(platform));
// It starts a platform twice.
jest.setTimeout(2 * PLATFORM_START_TIMEOUT_MS);

const user = (token: string) =>
  request(platform!.url, 'GET', '/auth/v1/user', {
    headers: { apikey: TEST_ANON_KEY, authorization: `Bearer ${token}` },
  });

it('generates a random secret on first start, keeps it with the data, and refuses forged tokens', async () => {
  const storage = await createTestStorage();
  // No JWT_SECRET: the platform must make its own.
  platform = await startTestPlatform({ JWT_SECRET: '' }, storage);
  const session = await signIn(platform.url, 'admin@switchboard.local');
  expect((await user(session.access_token)).status).toBe(200);

  const claims = decodeJwt(session.access_token);
  const real = { id: claims.sub, email: 'admin@switchboard.local' } as unknown as UserRow;
  for (const guess of ['switchboard-local-dev-jwt-secret-change-me-0f4e2a9c7b1d', 'secret', '']) {
    const { token: forged } = await signAccessToken(
      { secret: guess || 'x', expirySeconds: 3600, issuer: String(claims.iss) },
      { ...real, roleName: 'admin', username: 'admin' } as UserRow,
      String(claims.session_id),
    );
    expect([401, 403]).toContain((await user(forged)).status);
  }

  await platform.close();
  platform = await startTestPlatform({ JWT_SECRET: '' }, storage);
  // Same data, same secret: the session survives the restart.
  expect((await user(session.access_token)).status).toBe(200);
});
