import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ComponentType, ReactNode } from 'react';
import { Suspense, useState } from 'react';
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
 * The console's one loading boundary for its pages, around every route's page and kept
 * across navigations. A page's code still arriving at a menu click then keeps the page
 * before it on screen until the code is here (the router navigates in a transition, and
 * React holds a boundary that already shows content). A boundary of each page's own was
 * new at every navigation, so it showed its spinner, and React shows what replaces a
 * spinner no sooner than 300 ms after the spinner appeared: a first visit whose code came
 * a few ms after the click took about 300 ms longer than one whose code came before it.
 * On a page's first load, with nothing to keep, this boundary shows the spinner.
 */
export function PagesBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<RemoteLoading title="the page" />}>{children}</Suspense>;
}

type PageLoad<Props> = () => Promise<{ default: ComponentType<Props> }>;

/**
 * One load of each page's code, kept by its loader. A page suspends before it mounts, so
 * nothing it holds survives to the render after its code arrives: a load started in that
 * render would be a new promise each time and the page would never show. Kept here, the
 * render after sees the promise it waited on, already settled.
 */
const pageLoads = new WeakMap<object, Promise<unknown>>();

function LoadedPage<Props extends object>({
  remote,
  load,
  props,
}: {
  remote: string;
  load: PageLoad<Props>;
  props: Props;
}) {
  let loading = pageLoads.get(load) as ReturnType<PageLoad<Props>> | undefined;
  if (!loading) {
    loading = load().catch((error: unknown) => {
      reportRemoteFailure(remote, describeFailure(error));
      throw error;
    });
    pageLoads.set(load, loading);
  }
  return <LoadedRemote load={loading} props={props} />;
}

/**
 * Mounts one page a remote's manifest lists, with a retryable fallback when its code
 * cannot be fetched or it throws while rendering; while its code loads it suspends to
 * `PagesBoundary`.
 */
export function RemotePage<Props extends object>({
  remote,
  title,
  load,
  props,
}: {
  remote: string;
  title: string;
  load: PageLoad<Props>;
  props: Props;
}) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      key={attempt}
      // A rejected load stays rejected: forgotten once its card shows, Retry or a later
      // visit fetches the code again.
      onError={() => pageLoads.delete(load)}
      fallbackRender={({ error }) => (
        <RemoteFallback
          title={title}
          reason={describeFailure(error)}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
    >
      <LoadedPage remote={remote} load={load} props={props} />
    </ErrorBoundary>
  );
}
