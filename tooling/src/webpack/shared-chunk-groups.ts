import { CONSOLE_MUI, FIRST_SCREEN_MUI } from './mui-chunk-lists';

/** React and its DOM renderer: every page needs all of them, the login page first. */
const REACT = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

/**
 * The state, data and notification libraries of the pages behind the sign-in (the store,
 * RTK Query, axios, the toasts): the console needs all of them as soon as it starts, and
 * the login page none of them.
 */
const CONSOLE_LIBRARIES = new RegExp(
  `[\\\\/]node_modules[\\\\/](?:${[
    'redux',
    'redux-thunk',
    'react-redux',
    '@reduxjs[\\\\/]toolkit',
    '@standard-schema',
    'immer',
    'reselect',
    'use-sync-external-store',
    'axios',
    'notistack',
    'goober',
  ].join('|')})[\\\\/]`,
);

/**
 * The session: shared-auth and the auth client. Apart from the rest of the console's start
 * because the login page's own build hands its session to the console (host-shell's
 * login-page-shared-plugin), which then needs none of this file.
 */
const SESSION =
  /[\\/](?:shared-auth[\\/]src|node_modules[\\/](?:@supabase[\\/]auth-js|tslib))[\\/]/;

/**
 * What every signed-in page needs as the console starts, besides React and MUI: the
 * workspace's shared packages, the router, the schemas, the error boundary and the version
 * check. Shared one by one they were nine requests of 2–22 KB on every reload, one after
 * another as each module asked for the next.
 */
const CONSOLE_START = new RegExp(
  `[\\/](?:(?:domain|shared-data|shared-ui)[\\/]src|node_modules[\\/](?:${[
    'zod',
    'react-router',
    'react-router-dom',
    'cookie',
    'set-cookie-parser',
    'react-error-boundary',
    'semver',
  ].join('|')}))[\\/]`,
);

/**
 * The icons a container provides: each is shared on its own, so each was a request of a
 * few hundred bytes, and a section's menu entry and page need several.
 */
const ICONS = /[\\/]node_modules[\\/]@mui[\\/]icons-material[\\/]/;

/**
 * The charts and what only they are made of: shared entry by entry (bar, line, spark
 * line, gauge…), they were ten requests, and the menu prefetches the dashboard that draws
 * them on every signed-in load.
 */
const CHARTS =
  /[\\/]node_modules[\\/](?:@mui[\\/](?:x-charts|x-charts-vendor|x-internal-gestures)|d3-[a-z-]+|internmap|bezier-easing|flatqueue)[\\/]/;

/**
 * webpack `splitChunks.cacheGroups`: groups the shared modules a container provides so a
 * page fetches a few chunks instead of one per entry. The host provides React, the
 * console's libraries and all of MUI (see the lists in
 * mui-chunk-lists.ts); every container groups the icons and charts it provides. Only
 * asynchronous chunks: what federation shares is always loaded on demand.
 */
export function sharedChunkGroups({ host }: { host: boolean }) {
  const group = (name: string, test: RegExp, priority: number) => ({
    test,
    name,
    chunks: 'async' as const,
    enforce: true,
    priority,
  });
  return {
    ...(host
      ? {
          react: group('react', REACT, 20),
          'console-libraries': group('console-libraries', CONSOLE_LIBRARIES, 20),
          session: group('session', SESSION, 20),
          'console-start': group('console-start', CONSOLE_START, 15),
          'mui-first-screen': group('mui-first-screen', FIRST_SCREEN_MUI, 20),
          'mui-console': group('mui-console', CONSOLE_MUI, 10),
        }
      : {}),
    icons: group('icons', ICONS, 10),
    charts: group('charts', CHARTS, 10),
  };
}
