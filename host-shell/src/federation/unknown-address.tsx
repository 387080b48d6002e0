import { NotFoundPage } from '../pages/not-found-page';
import { RemoteLoading } from './remote-page';
import { useRemoteManifests } from './remote-manifests';

/** An address no route knows: maybe a section still loading, else an honest not-found. */
export function UnknownAddress() {
  const { remotes, retry } = useRemoteManifests();
  if (remotes.some((remote) => remote.status === 'loading')) {
    return <RemoteLoading title="this page" />;
  }
  return <NotFoundPage unavailable={remotes.filter((r) => r.status !== 'ready')} onRetry={retry} />;
}
