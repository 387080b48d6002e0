import type { ReactNode } from 'react';
import { canAccessAll, type Access } from '@switchboard/domain';
import { AccessDeniedPage } from '../pages/access-denied-page';
import { useViewer } from './use-viewer';

/** The menu hides what a role may not open; this refuses it when typed into the address bar. */
export function RequireAccess({
  rules,
  children,
}: {
  /** Every rule must let the viewer in. */
  rules: readonly Access[];
  children: ReactNode;
}) {
  const viewer = useViewer();
  return canAccessAll(rules, viewer) ? (
    children
  ) : (
    <AccessDeniedPage botAdminOnly={rules.some((rule) => rule.kind === 'bot-admin')} />
  );
}
