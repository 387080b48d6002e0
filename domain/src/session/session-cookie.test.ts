import { decodeSessionCookie, encodeSessionCookie, parseStoredSession } from './session-cookie';

describe('the session cookie codec', () => {
  const session = {
    access_token: 'a.b.c',
    refresh_token: 'r1',
    expires_in: 3600,
    expires_at: 1_800_000_000,
    token_type: 'bearer',
    user: {
      id: 'u1',
      email: 'zoë@switchboard.local',
      user_metadata: { username: 'Zoë', RoleName: 'admin' },
    },
  };

  it('round-trips JSON, Unicode included, with only cookie-safe characters', () => {
    const encoded = encodeSessionCookie(JSON.stringify(session));
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(parseStoredSession(decodeSessionCookie(encoded))).toEqual(session);
  });

  it('treats a missing, foreign or truncated cookie as no session', () => {
    expect(decodeSessionCookie(undefined)).toBeNull();
    expect(decodeSessionCookie('not base64 !')).toBeNull();
    expect(decodeSessionCookie(encodeSessionCookie('{"x":1'))).toBeNull();
    expect(parseStoredSession(decodeSessionCookie(encodeSessionCookie('{"x":1}')))).toBeNull();
  });
});
