import { authEndpoint, currentAccessToken, refreshAccessToken } from '../session/auth-session';
import type { AdminUser } from './account-admin';

/** One page of GoTrue's admin list, with the platform's role and status filters. */
export interface AccountQuery {
  page: number;
  perPage: number;
  /** E-mail or username containing this text. */
  filter?: string;
  /** A column (`email`, `username`, `role`, `status`, `last_sign_in_at`, `created_at`) and a direction. */
  sort?: string;
  role?: string;
  status?: string;
}

export interface AccountPage {
  users: AdminUser[];
  /** Every account the filters match, across pages. */
  total: number;
  /** The active superusers, counted by the last-superuser rule whatever the page shows. */
  activeSuperusers: number;
}

const SESSION_GONE = new Set(['session_not_found', 'bad_jwt', 'no_authorization']);

/**
 * A page of accounts, asked of the server with the signed-in user's token: auth-js's
 * listUsers sends only the page and its size, so the search, sort and filters go here.
 */
export async function listAccountPage(query: AccountQuery): Promise<AccountPage> {
  const { url, anonKey } = authEndpoint();
  const token = await currentAccessToken();
  if (!token) throw new Error('Sign in again to manage accounts');
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  for (const name of ['filter', 'sort', 'role', 'status'] as const) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  const response = await fetch(`${url}/admin/users?${params}`, {
    headers: { Authorization: `Bearer ${token}`, apikey: anonKey },
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    if (SESSION_GONE.has(String(body.code ?? ''))) await refreshAccessToken();
    throw new Error(
      String(body.msg ?? body.message ?? `Failed to fetch accounts: ${response.status}`),
    );
  }
  return {
    users: (body.users ?? []) as AdminUser[],
    total: Number(response.headers.get('x-total-count') ?? 0),
    activeSuperusers: Number(body.active_superusers ?? 0),
  };
}
