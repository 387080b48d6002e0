import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { GroupStatus } from '../lib/group-status';

/** Partial success: what failed and why, with a Retry of just those; all failed: the one message. */
export function GroupBanner({ status, onRetry }: { status: GroupStatus; onRetry(): void }) {
  if (status.state !== 'partial' && status.state !== 'failed') return null;
  const retry = (
    <Button color="inherit" size="small" onClick={onRetry}>
      Retry
    </Button>
  );
  if (status.state === 'failed')
    return (
      <Alert severity="error" action={retry} sx={{ mb: 2 }}>
        {status.message}
      </Alert>
    );
  return (
    <Alert severity="warning" action={retry} sx={{ mb: 2 }}>
      <AlertTitle>Some figures could not be loaded</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {status.failed.map((call) => (
          <li key={call.endpoint}>
            {call.endpoint}: {call.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
