import { NotFoundPage } from '../pages/not-found-page';
import { useRemoteManifests, useSettledRemotes } from './remote-manifests';

/**
 * An address no route knows: maybe a section still loading (it suspends until every one
 * has), else an honest not-found naming the sections that could not be loaded.
 */
export function UnknownAddress() {
  const { retry } = useRemoteManifests();
  const remotes = useSettledRemotes();
  return <NotFoundPage unavailable={remotes.filter((r) => r.status !== 'ready')} onRetry={retry} />;
}
