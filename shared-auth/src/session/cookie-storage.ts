import type { SupportedStorage } from '@supabase/auth-js';
import {
  decodeSessionCookie,
  encodeSessionCookie,
  SESSION_COOKIE_MAX_AGE_SECONDS,
} from '@switchboard/domain';

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

function writeCookie(name: string, value: string, maxAge: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/**
 * supabase-js keeps its session here instead of localStorage, so the gateway's
 * session-library routes see (and may rotate) the very same session.
 */
export const cookieStorage: SupportedStorage = {
  getItem: (key) => decodeSessionCookie(readCookie(key)),
  setItem: (key, value) =>
    writeCookie(key, encodeSessionCookie(value), SESSION_COOKIE_MAX_AGE_SECONDS),
  removeItem: (key) => writeCookie(key, '', 0),
};
