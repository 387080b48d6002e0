import type { ReactNode } from 'react';
import { canAccess, type Access } from '../routes/access';
import { AccessDeniedPage } from '../pages/access-denied-page';
import { useViewer } from './use-viewer';

/** The menu hides what a role may not open; this refuses it when typed into the address bar. */
export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const viewer = useViewer();
  return canAccess(access, viewer) ? (
    children
  ) : (
    <AccessDeniedPage botAdminOnly={access.kind === 'bot-admin'} />
  );
}
