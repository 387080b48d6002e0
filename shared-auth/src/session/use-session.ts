import { getRuntimeConfig } from '../config/runtime-config';
import { useAppSelector } from '../store/store';
import { isBotAdmin } from './admin-access';
import { selectSession, type SessionState } from './session-slice';

export function useSession(): SessionState {
  return useAppSelector(selectSession);
}

/** Superuser or admin whose e-mail passes the admin-area rule of the runtime config. */
export function useIsBotAdmin(): boolean {
  const { user } = useSession();
  if (!user) return false;
  const { adminAllowedEmails, adminAllowedDomainWords } = getRuntimeConfig();
  return isBotAdmin(user.roleName, user.email, {
    allowedEmails: adminAllowedEmails,
    allowedDomainWords: adminAllowedDomainWords,
  });
}
