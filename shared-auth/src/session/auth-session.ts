import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { RuntimeConfig } from '../config/runtime-config';
import type { AppDispatch } from '../store/store';
import { cookieStorage } from './cookie-storage';
import { SESSION_COOKIE_NAME } from './session-cookie';
import { signedIn, signedOut } from './session-slice';
import { toSessionUser } from './session-user';
import { clearStoredLogin, STORED_LOGIN_KEYS, writeStoredLogin } from './stored-login';

let client: SupabaseClient | null = null;

function authClient(): SupabaseClient {
  if (!client) throw new Error('The session has not been started');
  return client;
}

/**
 * Starts the one auth client of the page and mirrors its events into the store and
 * the stored login. Another tab signing out removes the stored token, which
 * this tab hears through the storage event and follows.
 */
export function startSession(
  config: Pick<RuntimeConfig, 'authUrl' | 'anonKey'>,
  dispatch: AppDispatch,
): void {
  client = createClient(config.authUrl, config.anonKey, {
    auth: {
      storage: cookieStorage,
      storageKey: SESSION_COOKIE_NAME,
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
    },
  });
  client.auth.onAuthStateChange((_event, session) => {
    if (session) {
      const user = toSessionUser(session.user);
      writeStoredLogin(user, session.access_token, session.refresh_token);
      dispatch(signedIn(user));
    } else {
      clearStoredLogin();
      dispatch(signedOut());
    }
  });
  window.addEventListener('storage', (event) => {
    if (event.key === STORED_LOGIN_KEYS.authToken && event.newValue === null) {
      void authClient().auth.signOut({ scope: 'local' });
    }
  });
}

/** Signs in with e-mail and password; rejects with the auth service's words. */
export async function signIn(email: string, password: string): Promise<void> {
  const { error } = await authClient().auth.signInWithPassword({ email, password });
  if (error) throw new Error(error.message || 'Sign-in failed');
}

/** Ends the session everywhere; the local copy goes even when the server cannot be reached. */
export async function signOut(): Promise<void> {
  const { error } = await authClient().auth.signOut();
  if (error) await authClient().auth.signOut({ scope: 'local' });
}

export async function currentAccessToken(): Promise<string | null> {
  if (!client) return null;
  const { data } = await client.auth.getSession();
  return data.session?.access_token ?? null;
}

/** A fresh access token after a 401, or null (and signed out) when the session is gone. */
export async function refreshAccessToken(): Promise<string | null> {
  if (!client) return null;
  const { data, error } = await client.auth.refreshSession();
  if (error || !data.session) {
    await client.auth.signOut({ scope: 'local' });
    return null;
  }
  return data.session.access_token;
}
