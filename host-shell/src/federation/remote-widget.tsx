import { Suspense, useMemo, type ComponentProps, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { LoadedRemote } from './loaded-remote';
import type { RemoteModuleId, RemoteModules } from './remote-contract';
import { loadRemoteComponent } from './remote-registry';

/**
 * A small piece of a remote inside the shell's own chrome (the topbar's bot picker).
 * Unlike a section it has no fallback card: if its remote is down the shell simply
 * goes without it, and the failure is reported like any other.
 */
export function RemoteWidget<Id extends RemoteModuleId>({
  id,
  props,
  fallback = null,
}: {
  id: Id;
  props: ComponentProps<RemoteModules[Id]>;
  fallback?: ReactNode;
}) {
  const [remote, module] = id.split('/') as [string, string];
  const load = useMemo(() => loadRemoteComponent(remote, `./${module}`, false), [remote, module]);
  return (
    <ErrorBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <LoadedRemote load={load as Promise<{ default: RemoteModules[Id] }>} props={props} />
      </Suspense>
    </ErrorBoundary>
  );
}
