import { useSyncExternalStore } from 'react';
import {
  getSession,
  sessionIsBotAdmin,
  subscribeSession,
  type SessionState,
} from './session-state';

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession);
}

/** Superuser or admin whose e-mail passes the admin-area rule of the runtime config. */
export function useIsBotAdmin(): boolean {
  return useSyncExternalStore(subscribeSession, () => sessionIsBotAdmin(getSession()));
}
