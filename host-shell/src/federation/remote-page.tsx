import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ComponentType } from 'react';
import { Suspense, useMemo, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { LoadedRemote } from './loaded-remote';
import { RemoteFallback } from './remote-fallback';
import { describeFailure, reportRemoteFailure } from './report-remote-failure';

export function RemoteLoading({ title }: { title: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 6 }} aria-busy="true">
      <CircularProgress aria-label={`Loading ${title}`} />
    </Box>
  );
}

/**
 * Mounts one page a remote's manifest lists, with a loading state and a retryable
 * fallback when its code cannot be fetched or it throws while rendering.
 */
export function RemotePage<Props extends object>({
  remote,
  title,
  load,
  props,
}: {
  remote: string;
  title: string;
  load: () => Promise<{ default: ComponentType<Props> }>;
  props: Props;
}) {
  const [attempt, setAttempt] = useState(0);
  // One load per attempt: a rejected promise stays rejected, so Retry starts a new one.
  const loading = useMemo(
    () =>
      load().catch((error: unknown) => {
        reportRemoteFailure(remote, describeFailure(error));
        throw error;
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [load, remote, attempt],
  );
  return (
    <ErrorBoundary
      key={attempt}
      fallbackRender={({ error }) => (
        <RemoteFallback
          title={title}
          reason={describeFailure(error)}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
    >
      <Suspense fallback={<RemoteLoading title={title} />}>
        <LoadedRemote load={loading} props={props} />
      </Suspense>
    </ErrorBoundary>
  );
}
