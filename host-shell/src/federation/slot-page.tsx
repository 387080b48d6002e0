import type { WidgetSlots } from '@switchboard/shared-data';
import { EmptyState } from '@switchboard/shared-ui';
import { findSlot } from './find-slot';
import { RemoteFallback } from './remote-fallback';
import { RemotePage } from './remote-page';
import { useRemoteManifests, useSettledRemotes } from './remote-manifests';

/**
 * A shell route whose page is whatever remote fills the slot (Reports). While no loaded
 * remote fills it, one still loading may: it then suspends until every remote has loaded,
 * like a remote's own page.
 */
export function SlotPage({ slot, title }: { slot: keyof WidgetSlots; title: string }) {
  const { remotes, retry } = useRemoteManifests();
  const now = findSlot(remotes, slot);
  const settled = useSettledRemotes(() => now.status === 'loading');
  const found = now.status === 'loading' ? findSlot(settled, slot) : now;
  switch (found.status) {
    case 'ready':
      return <RemotePage remote={found.remote} title={title} load={found.load} props={{}} />;
    case 'failed':
      return (
        <RemoteFallback
          title={title}
          reason={found.remote.reason}
          refused={found.remote.status === 'refused'}
          onRetry={() => retry(found.remote.name)}
        />
      );
    case 'absent':
      return (
        <EmptyState
          title={`${title} is not available`}
          message="No section of this console provides this page right now."
        />
      );
  }
}
