import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { SectionCard } from '@switchboard/shared-ui';
import { useRemoteManifests } from '../federation/remote-manifests';
import type { RemoteState } from '../federation/remote-state';

function describe(remote: RemoteState): { title: string; label: string; detail: string } {
  switch (remote.status) {
    case 'ready': {
      const { title, release } = remote.manifest;
      return {
        title,
        label: `${title}: up · v${release.version}`,
        detail: `Release ${release.version}, commit ${release.commit}${release.builtAt ? `, built ${release.builtAt}` : ''}`,
      };
    }
    case 'loading':
      return {
        title: remote.cached?.title ?? remote.name,
        label: `${remote.cached?.title ?? remote.name}: checking`,
        detail: 'Loading its manifest',
      };
    default: {
      const title = remote.cached?.title ?? remote.name;
      return {
        title,
        label: `${title}: ${remote.status}`,
        detail: remote.reason,
      };
    }
  }
}

const COLOURS = {
  ready: 'success',
  loading: 'default',
  down: 'error',
  refused: 'warning',
} as const;

/** Which console sections are live, at which release, and why any is not. */
export function RemoteStatusCard() {
  const { remotes } = useRemoteManifests();
  return (
    <SectionCard title="Console sections">
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        aria-label="Console sections"
      >
        {remotes.map((remote) => {
          const { label, detail } = describe(remote);
          return (
            <Tooltip key={remote.name} title={detail}>
              <Chip
                data-testid={`section-status-${remote.name}`}
                label={label}
                color={COLOURS[remote.status]}
                variant={remote.status === 'ready' ? 'filled' : 'outlined'}
              />
            </Tooltip>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
