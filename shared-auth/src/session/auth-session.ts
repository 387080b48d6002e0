import { AuthClient } from '@supabase/auth-js';
import { cookieStorage } from './cookie-storage';
import { SESSION_COOKIE_NAME } from '@switchboard/domain';
import { adminAccessConfigured, getSession, signedIn, signedOut } from './session-state';
import { toSessionUser } from './session-user';
import { clearStoredLogin, STORED_LOGIN_KEYS, writeStoredLogin } from './stored-login';

let client: InstanceType<typeof AuthClient> | null = null;
/** Where the auth service is and the key it wants: account administration calls it too. */
let endpoint: { url: string; anonKey: string } | null = null;
/** Set while this page signs out on the user's request, so that sign-out is not reported as ended elsewhere. */
let signingOut = false;

function authClient(): InstanceType<typeof AuthClient> {
  if (!client) throw new Error('The session has not been started');
  return client;
}

/**
 * Starts the one auth client of the page and mirrors its events into the session state and
 * the stored login. Another tab signing out removes the stored token, which
 * this tab hears through the storage event and follows.
 */
export interface SessionConfig {
  /** Base URL of the hosted-backend auth service (its paths start with /auth/v1). */
  authUrl: string;
  /** The public anonymous-role key; never a secret. */
  anonKey: string;
  adminAllowedEmails: readonly string[];
  adminAllowedDomainWords: readonly string[];
}

export function startSession(config: SessionConfig): void {
  adminAccessConfigured({
    allowedEmails: config.adminAllowedEmails,
    allowedDomainWords: config.adminAllowedDomainWords,
  });
  // Only the auth part of the hosted-backend client: the console uses none of its
  // database, storage, realtime or functions clients, which are most of its size. The
  // headers are the ones the full client would send.
  const url = new URL(
    'auth/v1',
    config.authUrl.endsWith('/') ? config.authUrl : `${config.authUrl}/`,
  ).href;
  endpoint = { url, anonKey: config.anonKey };
  client = new AuthClient({
    url,
    headers: { Authorization: `Bearer ${config.anonKey}`, apikey: config.anonKey },
    storage: cookieStorage,
    storageKey: SESSION_COOKIE_NAME,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: false,
    flowType: 'implicit',
  });
  client.onAuthStateChange((_event, session) => {
    if (session) {
      const user = toSessionUser(session.user);
      writeStoredLogin(user, session.access_token, session.refresh_token);
      signedIn(user);
    } else {
      clearStoredLogin();
      signedOut(getSession().status === 'authenticated' && !signingOut);
    }
  });
  window.addEventListener('storage', (event) => {
    if (event.key === STORED_LOGIN_KEYS.authToken && event.newValue === null) {
      void authClient().signOut({ scope: 'local' });
    }
  });
}

/** Signs in with e-mail and password; rejects with the auth service's words. */
export async function signIn(email: string, password: string): Promise<void> {
  const { error } = await authClient().signInWithPassword({ email, password });
  if (error) throw new Error(error.message || 'Sign-in failed');
}

/**
 * 'local' ends this browser's session; 'global' ends every session of the account (the
 * user's other browsers see "You were signed out" at their next request). The local copy
 * goes even when the server cannot be reached.
 */
export async function signOut(scope: 'local' | 'global' = 'local'): Promise<void> {
  signingOut = true;
  try {
    const { error } = await authClient().signOut({ scope });
    if (error) await authClient().signOut({ scope: 'local' });
  } finally {
    signingOut = false;
  }
}

export function authEndpoint(): { url: string; anonKey: string } {
  if (!endpoint) throw new Error('The session has not been started');
  return endpoint;
}

/**
 * Signs in with an invitation or reset link's token (GoTrue's verify); the session starts
 * as any sign-in does. Rejects with the auth service's words (an expired or used link).
 */
export async function acceptLink(type: 'invite' | 'recovery', tokenHash: string): Promise<void> {
  const { error } = await authClient().verifyOtp({ type, token_hash: tokenHash });
  if (error) throw new Error(error.message || 'The link could not be used');
}

/** Sets the signed-in account's password (GoTrue's PUT /user). */
export async function setPassword(password: string): Promise<void> {
  const { error } = await authClient().updateUser({ password });
  if (error) throw new Error(error.message || 'The password could not be set');
}

export async function currentAccessToken(): Promise<string | null> {
  if (!client) return null;
  const { data } = await client.getSession();
  return data.session?.access_token ?? null;
}

/** A fresh access token after a 401, or null (and signed out) when the session is gone. */
export async function refreshAccessToken(): Promise<string | null> {
  if (!client) return null;
  const { data, error } = await client.refreshSession();
  if (error || !data.session) {
    await client.signOut({ scope: 'local' });
    return null;
  }
  return data.session.access_token;
}
