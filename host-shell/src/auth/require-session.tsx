import { useSession } from '@switchboard/shared-auth';
import { SessionCheck } from '@switchboard/shared-ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPath } from './return-url';

/** While the session loads show progress; without a user go to the login page and come back. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <SessionCheck />;
  if (status === 'unauthenticated') {
    return (
      <Navigate to={loginPath(`${location.pathname}${location.search}${location.hash}`)} replace />
    );
  }
  return children;
}
