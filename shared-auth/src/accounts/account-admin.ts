import { GoTrueAdminApi, isAuthSessionMissingError, type User } from '@supabase/auth-js';
import { authEndpoint, currentAccessToken, refreshAccessToken } from '../session/auth-session';

/** The admin user as GoTrue answers it, with the fields this console reads. */
export type AdminUser = User & {
  banned_until?: string | null;
  invited_at?: string | null;
  /** The one-time link, when the platform did not e-mail it (no SMTP_URL). */
  action_link?: string;
};

/** What an account action answers: the account as it now stands and any link to show. */
export interface AccountActionResult {
  user: AdminUser;
  link: string | null;
}

/**
 * GoTrue's admin API called with the signed-in user's token: the platform applies the
 * account rules to that user (the hosted service would want a service key instead).
 */
async function admin(): Promise<GoTrueAdminApi> {
  const { url, anonKey } = authEndpoint();
  const token = await currentAccessToken();
  if (!token) throw new Error('Sign in again to manage accounts');
  return new GoTrueAdminApi({
    url,
    headers: { Authorization: `Bearer ${token}`, apikey: anonKey },
  });
}

// The session is gone on the server (signed out elsewhere, or the account disabled).
const SESSION_GONE = new Set(['session_not_found', 'bad_jwt', 'no_authorization']);

/**
 * The data of a successful answer; an error answer throws the auth service's words. A dead
 * session is refreshed, which signs this page out (and says so) when the session has ended.
 */
async function unwrap<A extends { data: unknown; error: (Error & { code?: string }) | null }>(
  answer: A,
): Promise<Exclude<A, { error: Error }>['data']> {
  if (answer.error) {
    // auth-js answers a missing session with its own error, without the server's code.
    if (SESSION_GONE.has(answer.error.code ?? '') || isAuthSessionMissingError(answer.error))
      await refreshAccessToken();
    throw new Error(answer.error.message || 'The auth service refused');
  }
  return answer.data as Exclude<A, { error: Error }>['data'];
}

export async function inviteAccount(
  email: string,
  role: string,
  redirectTo: string,
): Promise<AccountActionResult> {
  const { user } = await unwrap(
    await (await admin()).inviteUserByEmail(email, { data: { RoleName: role }, redirectTo }),
  );
  const invited = user as AdminUser;
  return { user: invited, link: invited.action_link ?? null };
}

export async function updateAccount(
  id: string,
  change: { role?: string; disabled?: boolean },
): Promise<AdminUser> {
  const { user } = await unwrap(
    await (
      await admin()
    ).updateUserById(id, {
      ...(change.role ? { user_metadata: { RoleName: change.role } } : {}),
      ...(change.disabled === undefined
        ? {}
        : { ban_duration: change.disabled ? '876000h' : 'none' }),
    }),
  );
  return user as AdminUser;
}

/** A new invitation or reset link for the account; the link is null when it was e-mailed. */
export async function sendLink(
  type: 'invite' | 'recovery',
  email: string,
  redirectTo: string,
): Promise<AccountActionResult> {
  const api = await admin();
  const options = { redirectTo };
  const { properties, user } = await unwrap(
    type === 'invite'
      ? await api.generateLink({ type, email, options })
      : await api.generateLink({ type, email, options }),
  );
  return { user: user as AdminUser, link: properties.action_link || null };
}

export async function revokeInvitation(id: string): Promise<void> {
  await unwrap(await (await admin()).deleteUser(id));
}
