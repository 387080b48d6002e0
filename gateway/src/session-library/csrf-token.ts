import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const CSRF_COOKIE_NAME = 'sb-csrf-token';

const sign = (secret: string, token: string) =>
  createHmac('sha256', secret).update(token).digest('hex');

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The token inside a cookie value, when the gateway's own signature vouches for it. */
export function tokenFromCookie(secret: string, cookie: string | undefined): string | null {
  const [token, signature] = (cookie ?? '').split('|');
  if (!token || !signature) return null;
  return equal(signature, sign(secret, token)) ? token : null;
}

/**
 * Double-submit: the token goes to the page as JSON and to the browser as a signed
 * HttpOnly cookie; a form post is genuine only when both come back and agree. A forged
 * cookie fails the signature, and another site can read neither.
 */
export function issueCsrf(secret: string, existingCookie: string | undefined) {
  const token = tokenFromCookie(secret, existingCookie) ?? randomBytes(32).toString('hex');
  return { token, cookie: `${token}|${sign(secret, token)}` };
}

export function verifyCsrf(
  secret: string,
  cookie: string | undefined,
  submitted: unknown,
): boolean {
  const token = tokenFromCookie(secret, cookie);
  return token !== null && typeof submitted === 'string' && equal(submitted, token);
}
