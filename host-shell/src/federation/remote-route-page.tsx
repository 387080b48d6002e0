import { RemoteFallback } from './remote-fallback';
import { useRemoteManifests, useSettledRemotes } from './remote-manifests';
import { RemotePage } from './remote-page';
import { UnknownAddress } from './unknown-address';

/**
 * One path a remote serves: its page once the remote's manifest is here, or the remote's
 * card with Retry when it is down or refused. While the remote is loading it suspends, so a
 * menu click to it keeps the page before on screen with the bar along the top; a spinner
 * of its own would replace the page at once. `title` is the one last seen for the path,
 * for the card of a remote that never loaded here.
 */
export function RemoteRoutePage({
  remote: name,
  path,
  title,
}: {
  remote: string;
  path: string;
  title: string;
}) {
  const { retry } = useRemoteManifests();
  const [remote] = useSettledRemotes((candidate) => candidate === name);
  // Only a remote the runtime configuration names has routes; this is the type's due.
  if (!remote) return <UnknownAddress />;
  if (remote.status === 'ready') {
    const route = remote.manifest.routes.find((candidate) => candidate.path === path);
    // A release that dropped the path: the route goes with the next render, then as now
    // the address is unknown.
    if (!route) return <UnknownAddress />;
    return <RemotePage key={path} remote={name} title={route.title} load={route.page} props={{}} />;
  }
  return (
    <RemoteFallback
      title={remote.cached?.title ?? title}
      reason={remote.reason}
      refused={remote.status === 'refused'}
      onRetry={() => retry(name)}
    />
  );
}
