import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '@switchboard/shared-ui';
import { Link } from 'react-router-dom';
import type { RemoteState } from '../federation/remote-state';

function describeMissing(remote: RemoteState): string {
  const title = remote.status !== 'ready' && remote.cached ? remote.cached.title : remote.name;
  const reason = 'reason' in remote ? ` (${remote.reason})` : '';
  return `The ${title} section could not be loaded, so this may be one of its pages${reason}.`;
}

/**
 * No page here. When some sections could not be loaded the address may be one of theirs,
 * so say which are missing and offer to load them again rather than claim it is wrong.
 */
export function NotFoundPage({
  unavailable = [],
  onRetry,
}: {
  unavailable?: readonly RemoteState[];
  onRetry?: (name: string) => void;
}) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h4" component="h1">
        Page not found
      </Typography>
      <Typography>There is no page at this address.</Typography>
      {unavailable.map((remote) => (
        <RetryAlert
          key={remote.name}
          severity="warning"
          onRetry={onRetry ? () => onRetry(remote.name) : undefined}
        >
          {describeMissing(remote)}
        </RetryAlert>
      ))}
      <Button component={Link} to="/pages/dashboard" variant="outlined">
        Go to the dashboard
      </Button>
    </Stack>
  );
}
