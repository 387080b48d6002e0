import type { WidgetSlots } from '@switchboard/shared-data';
import { Suspense, useMemo, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { findSlot } from './find-slot';
import { LoadedRemote } from './loaded-remote';
import { useRemoteManifests } from './remote-manifests';

/**
 * A small piece of a remote inside the shell's own chrome (the topbar's bot picker).
 * Unlike a page it has no fallback card: if no remote fills the slot the shell simply
 * goes without it (the failure was reported when the remote's manifest failed).
 */
export function RemoteWidget<Slot extends keyof WidgetSlots>({
  slot,
  props,
  fallback = null,
}: {
  slot: Slot;
  props: WidgetSlots[Slot];
  fallback?: ReactNode;
}) {
  const found = findSlot(useRemoteManifests().remotes, slot);
  const loader = found.status === 'ready' ? found.load : null;
  const load = useMemo(() => loader?.(), [loader]);
  if (!load) return fallback;
  return (
    <ErrorBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <LoadedRemote load={load} props={props} />
      </Suspense>
    </ErrorBoundary>
  );
}
