import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import type { ComponentType, ReactNode } from 'react';
import { Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { LoadedRemote } from './loaded-remote';
import { notePageLoad, usePageLoading } from './page-loads';
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
  return (
    <>
      <NextPageLoading />
      <Suspense fallback={<RemoteLoading title="the page" />}>{children}</Suspense>
    </>
  );
}

/**
 * A thin bar along the top while a page's code is on its way, so a click on a slow
 * network is seen to have been taken. Drawn outside the boundary, it holds nothing back;
 * it shows only after 200 ms, so the usual quick load does not flicker.
 */
function NextPageLoading() {
  if (!usePageLoading()) return null;
  return (
    <LinearProgress
      aria-label="Loading the next page"
      sx={(theme) => ({
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: theme.zIndex.appBar + 1,
        opacity: 0,
        animation: 'next-page-appears 0s linear 200ms forwards',
        '@keyframes next-page-appears': { to: { opacity: 1 } },
      })}
    />
  );
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
    notePageLoad(loading);
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
