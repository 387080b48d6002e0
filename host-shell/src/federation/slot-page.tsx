import type { WidgetSlots } from '@switchboard/shared-data';
import { EmptyState } from '@switchboard/shared-ui';
import { findSlot } from './find-slot';
import { RemoteFallback } from './remote-fallback';
import { RemoteLoading, RemotePage } from './remote-page';
import { useRemoteManifests } from './remote-manifests';

/** A shell route whose page is whatever remote fills the slot (Reports). */
export function SlotPage({ slot, title }: { slot: keyof WidgetSlots; title: string }) {
  const { remotes, retry } = useRemoteManifests();
  const found = findSlot(remotes, slot);
  switch (found.status) {
    case 'ready':
      return <RemotePage remote={found.remote} title={title} load={found.load} props={{}} />;
    case 'loading':
      return <RemoteLoading title={title} />;
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
