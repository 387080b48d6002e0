import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, useMemo, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { RemoteSection as RemoteSectionDefinition } from '../routes/route-table';
import { LoadedRemote } from './loaded-remote';
import { loadRemoteComponent } from './remote-registry';
import { RemoteFallback } from './remote-fallback';

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Mounts one remote's exposed module, with a loading state and a retryable fallback. */
export function RemoteSection({ section }: { section: RemoteSectionDefinition }) {
  const [attempt, setAttempt] = useState(0);
  // One load per attempt: a rejected promise stays rejected, so Retry starts a new one.
  const load = useMemo(
    () => loadRemoteComponent(section.remote, section.module, attempt > 0),
    [section.remote, section.module, attempt],
  );
  return (
    <ErrorBoundary
      key={attempt}
      fallbackRender={({ error }) => (
        <RemoteFallback
          title={section.title}
          reason={describe(error)}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
    >
      <Suspense
        fallback={
          <Box
            sx={{ display: 'flex', justifyContent: 'center', mt: 6 }}
            aria-busy="true"
            aria-label={`Loading ${section.title}`}
          >
            <CircularProgress />
          </Box>
        }
      >
        <LoadedRemote load={load} props={{}} />
      </Suspense>
    </ErrorBoundary>
  );
}
