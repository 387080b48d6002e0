import { ConfirmDialog } from '@switchboard/shared-ui';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

export const LEAVE_MESSAGE = 'You have unsaved changes. Leave this page and discard them?';

/** Asks before unsaved changes are lost: any in-app navigation, and closing or reloading the tab. */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Discard changes?"
      confirmLabel="Leave"
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {LEAVE_MESSAGE}
    </ConfirmDialog>
  );
}
