import { DEFAULT_ADMIN_ACCESS, isBotAdmin, type AdminAccessConfig } from '@switchboard/domain';
import type { SessionUser } from './session-user';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** The admin-area rule this deployment's runtime config sets. */
  adminAccess: AdminAccessConfig;
  /** The last session ended without a sign-out on this page (elsewhere, or it expired). */
  endedElsewhere: boolean;
}

/**
 * The session lives here rather than in the Redux store so that the login page, which
 * needs nothing but the session, loads no Redux at all. This module is a federated
 * singleton, so the shell and every remote read the same state.
 */
let current: SessionState = {
  status: 'loading',
  user: null,
  adminAccess: DEFAULT_ADMIN_ACCESS,
  endedElsewhere: false,
};
const listeners = new Set<() => void>();

function update(changes: Partial<SessionState>): void {
  current = { ...current, ...changes };
  for (const listener of listeners) listener();
}

/** The session now; a new object after every change, so it can be compared by identity. */
export function getSession(): SessionState {
  return current;
}

/** Calls `listener` after every change; returns the unsubscribe. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signedIn(user: SessionUser): void {
  update({ status: 'authenticated', user, endedElsewhere: false });
}

/** `endedElsewhere`: the session went without this page signing out (so the user is told). */
export function signedOut(endedElsewhere = false): void {
  update({ status: 'unauthenticated', user: null, endedElsewhere });
}

export function adminAccessConfigured(adminAccess: AdminAccessConfig): void {
  update({ adminAccess });
}

/** Superuser or admin whose e-mail passes the admin-area rule of the runtime config. */
export function sessionIsBotAdmin(session: SessionState): boolean {
  return (
    session.user !== null &&
    isBotAdmin(session.user.roleName, session.user.email, session.adminAccess)
  );
}
