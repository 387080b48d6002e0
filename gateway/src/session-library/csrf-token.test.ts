/**
 * @jest-environment node
 */
import { issueCsrf, tokenFromCookie, verifyCsrf } from './csrf-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('the double-submit CSRF token', () => {
  it('verifies only the token its signed cookie carries', () => {
    const { token, cookie } = issueCsrf(SECRET, undefined);
    expect(verifyCsrf(SECRET, cookie, token)).toBe(true);
    expect(verifyCsrf(SECRET, cookie, `${token}x`)).toBe(false);
    expect(verifyCsrf(SECRET, cookie, undefined)).toBe(false);
    expect(verifyCsrf(SECRET, undefined, token)).toBe(false);
  });

  it('refuses a cookie the gateway did not sign', () => {
    const { token } = issueCsrf(SECRET, undefined);
    expect(verifyCsrf(SECRET, `${token}|forged`, token)).toBe(false);
    expect(
      verifyCsrf(
        'another-secret-of-thirty-two-characters!',
        issueCsrf(SECRET, undefined).cookie,
        token,
      ),
    ).toBe(false);
  });

  it('keeps a valid token and replaces a broken one', () => {
    const first = issueCsrf(SECRET, undefined);
    expect(issueCsrf(SECRET, first.cookie).token).toBe(first.token);
    expect(issueCsrf(SECRET, 'garbage').token).not.toBe(first.token);
    expect(tokenFromCookie(SECRET, 'garbage')).toBeNull();
  });
});
