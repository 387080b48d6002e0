/**
 * The one session of the console lives in a cookie that both sides read: the browser's
 * supabase client uses it as its storage, and the gateway's session-library routes read
 * and rotate the same value. One store of tokens means two views can never disagree.
 */
export const SESSION_COOKIE_NAME = 'sb-switchboard-auth-token';
export const SESSION_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** What supabase-js keeps for a signed-in user (the fields the console relies on). */
export interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_at?: number;
  expires_in: number;
  token_type: string;
  user: { id: string; email?: string; user_metadata?: Record<string, unknown> };
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  // btoa writes "=" only as padding at the end; a trailing-run pattern rescanned it quadratically.
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
}

function fromBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** Cookie values allow no JSON punctuation, so the stored JSON travels base64url-encoded. */
export function encodeSessionCookie(json: string): string {
  return toBase64Url(json);
}

/** The stored JSON, or null when the cookie is absent or not ours. */
export function decodeSessionCookie(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const json = fromBase64Url(value);
    JSON.parse(json);
    return json;
  } catch {
    return null;
  }
}

export function parseStoredSession(json: string | null): StoredSession | null {
  if (!json) return null;
  try {
    const session = JSON.parse(json) as Partial<StoredSession>;
    return typeof session.access_token === 'string' &&
      typeof session.refresh_token === 'string' &&
      session.user
      ? (session as StoredSession)
      : null;
  } catch {
    return null;
  }
}
