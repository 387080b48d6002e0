import { useSelector } from 'react-redux';
import { selectIsBotAdmin, selectSession, type SessionState } from './session-slice';

/** The part of the console's store this package owns; the store itself lives in shared-data. */
interface SessionRootState {
  session: SessionState;
}

export function useSession(): SessionState {
  return useSelector((state: SessionRootState) => selectSession(state));
}

/** Superuser or admin whose e-mail passes the admin-area rule of the runtime config. */
export function useIsBotAdmin(): boolean {
  return useSelector((state: SessionRootState) => selectIsBotAdmin(state));
}
