import { ConfirmDialog } from '@switchboard/shared-ui';
import { useContext, useEffect, useState } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, useNavigate } from 'react-router-dom';

export const LEAVE_MESSAGE = 'You have unsaved changes. Leave this page and discard them?';

function LeaveDialog({
  open,
  onLeave,
  onStay,
}: {
  open: boolean;
  onLeave: () => void;
  onStay: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Discard changes?"
      confirmLabel="Leave"
      destructive
      onConfirm={onLeave}
      onCancel={onStay}
    >
      {LEAVE_MESSAGE}
    </ConfirmDialog>
  );
}

/** Under a data router every in-app navigation (links, back button, navigate()) can be held. */
function BlockerGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <LeaveDialog
      open={blocker.state === 'blocked'}
      onLeave={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
    />
  );
}

/**
 * A plain <BrowserRouter> (the shell's today) has no blocking API, so hold clicks on
 * same-origin links instead; that covers the menu and every in-page link.
 */
function LinkClickGuard({ when }: { when: boolean }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (!when) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      setPending(url.pathname + url.search + url.hash);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [when]);
  return (
    <LeaveDialog
      open={pending !== null}
      onLeave={() => {
        if (pending) navigate(pending);
        setPending(null);
      }}
      onStay={() => setPending(null)}
    />
  );
}

/** Asks before unsaved changes are lost, in the app and when the tab is closed or reloaded. */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  return dataRouter ? <BlockerGuard when={when} /> : <LinkClickGuard when={when} />;
}
