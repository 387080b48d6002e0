import AlertTitle from '@mui/material/AlertTitle';
import { RetryAlert } from '@switchboard/shared-ui';
import type { GroupStatus } from '../lib/group-status';

/** Partial success: what failed and why, with a Retry of just those; all failed: the one message. */
export function GroupBanner({ status, onRetry }: { status: GroupStatus; onRetry(): void }) {
  if (status.state !== 'partial' && status.state !== 'failed') return null;
  if (status.state === 'failed')
    return (
      <RetryAlert onRetry={onRetry} sx={{ mb: 2 }}>
        {status.message}
      </RetryAlert>
    );
  return (
    <RetryAlert severity="warning" onRetry={onRetry} sx={{ mb: 2 }}>
      <AlertTitle>Some figures could not be loaded</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {status.failed.map((call) => (
          <li key={call.endpoint}>
            {call.endpoint}: {call.message}
          </li>
        ))}
      </ul>
    </RetryAlert>
  );
}
