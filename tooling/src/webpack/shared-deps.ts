import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The one shared-dependency policy for every webpack config (host and remotes).
 * Each library is a singleton under its bare name and, with a trailing-slash key,
 * under every subpath (`react/jsx-runtime`, `@mui/material/Button`, …): federation
 * matches shared modules by exact request, so without the subpath key a deep import
 * would bundle a second copy.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@mui/material',
  '@mui/icons-material',
  '@mui/system',
  '@mui/utils',
  '@mui/x-data-grid',
  '@mui/x-charts',
  '@emotion/react',
  '@emotion/styled',
  '@reduxjs/toolkit',
  'react-redux',
  'axios',
  '@supabase/auth-js',
  '@switchboard/shared-auth',
  '@switchboard/shared-data',
  '@switchboard/shared-ui',
  'zod',
] as const;

interface SharedEntry {
  singleton: true;
  requiredVersion: string | false;
  strictVersion: false;
}

type PackageJson = {
  dependencies?: Record<string, string>;
  version?: string;
  exports?: Record<string, unknown>;
};

/**
 * Libraries whose components talk through internal contexts kept in files that only
 * relative imports reach (Menu ↔ MenuItem, FormControl ↔ inputs, RadioGroup ↔ Radio).
 * Federation shares their public entry points one by one, so if two containers each
 * provided half of such a pair, React would see two contexts. The host therefore
 * provides every public entry (each a lazy chunk, fetched only when used) and, with equal
 * versions, every container takes the host's.
 */
export const PROVIDED_WHOLE_BY_HOST = ['@mui/material', '@mui/system', '@mui/utils'] as const;

/** Every public entry point of the libraries above, as the host's provider entry imports them. */
export function hostProvidedEntries(packageDir: string): string[] {
  return PROVIDED_WHOLE_BY_HOST.flatMap((name) => publicEntries(name, packageDir));
}

function publicEntries(name: string, packageDir: string): string[] {
  const requireFromPackage = createRequire(path.join(packageDir, 'package.json'));
  const manifest = requireFromPackage(`${name}/package.json`) as PackageJson;
  return (
    Object.keys(manifest.exports ?? {})
      .filter((key) => key.startsWith('./') && key !== './package.json' && !key.includes('*'))
      // Pigment entries need @mui/material-pigment-css, an optional engine the console does not use.
      .filter((key) => !key.includes('Pigment'))
      .map((key) => `${name}/${key.slice(2)}`)
  );
}

/** The range a package declares, else the installed version (for transitive MUI packages). */
function requiredVersionFor(name: string, pkg: PackageJson, packageDir: string): string | false {
  const declared = pkg.dependencies?.[name];
  if (declared) return declared;
  try {
    const requireFromPackage = createRequire(path.join(packageDir, 'package.json'));
    const installed = requireFromPackage(`${name}/package.json`) as PackageJson;
    return installed.version ? `^${installed.version}` : false;
  } catch {
    return false;
  }
}

export function sharedDependencies(
  pkg: PackageJson,
  packageDir: string,
): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const name of SHARED_SINGLETONS) {
    const entry: SharedEntry = {
      singleton: true,
      requiredVersion: requiredVersionFor(name, pkg, packageDir),
      strictVersion: false,
    };
    shared[name] = entry;
    shared[`${name}/`] = { ...entry };
  }
  return shared;
}

/** The installed version of each shared library, as this package resolves it. */
export function installedSharedVersions(packageDir: string): Record<string, string> {
  const requireFromPackage = createRequire(path.join(packageDir, 'package.json'));
  const versions: Record<string, string> = {};
  for (const name of SHARED_SINGLETONS) {
    try {
      const installed = requireFromPackage(`${name}/package.json`) as PackageJson;
      if (installed.version) versions[name] = installed.version;
    } catch {
      // A library this package does not use has no version to report.
    }
  }
  return versions;
}

/**
 * The MUI the login page needs: the styling engine and the helpers every component uses,
 * and the components of the sign-in form with what they are made of (a text field brings
 * select, menu, popover and modal). Shared entry by entry, these would be one request
 * each, over a hundred on the login page; the host puts them in one chunk. The host
 * provides every MUI entry, so this group holds whatever matches, used or not: the list
 * names only what the form needs.
 */
const FIRST_SCREEN_MUI_PACKAGES = [
  '@mui/utils',
  '@mui/system',
  '@mui/styled-engine',
  '@mui/private-theming',
  '@emotion',
  'stylis',
  'clsx',
  'prop-types',
  'react-is',
  'react-transition-group',
  '@babel/runtime',
  'hoist-non-react-statics',
];
const FIRST_SCREEN_MUI_MATERIAL = [
  // Internals every component reaches.
  'styles',
  'utils',
  'internal',
  'transitions',
  'InitColorSchemeScript',
  'zero-styled',
  'DefaultPropsProvider',
  'GlobalStyles',
  'CssBaseline',
  // The sign-in form and what its components are made of.
  'Alert',
  'AlertTitle',
  'Box',
  'Button',
  'ButtonBase',
  'Card',
  'CardContent',
  'CircularProgress',
  'IconButton',
  'Paper',
  'Stack',
  'SvgIcon',
  'Typography',
  'TextField',
  'InputBase',
  'Input',
  'FilledInput',
  'OutlinedInput',
  'InputLabel',
  'InputAdornment',
  'FormControl',
  'FormLabel',
  'FormHelperText',
  'TextareaAutosize',
  'Select',
  'NativeSelect',
  'Menu',
  'MenuList',
  'MenuItem',
  'List',
  'Popover',
  'Modal',
  'Portal',
  'Backdrop',
  'Fade',
  'Grow',
  'Unstable_TrapFocus',
  'useLazyRipple',
];
/** Files a listed component reaches in a folder the list leaves out. */
const FIRST_SCREEN_MUI_FILES = [
  // The palettes the default theme is built from, not the whole colour catalogue.
  'colors[\\\\/](?:common|grey|purple|red|orange|blue|lightBlue|green)\\.mjs',
  // A button asks whether it sits in a group, without the group itself.
  'ButtonGroup[\\\\/]ButtonGroup(?:Button)?Context\\.mjs',
  // Every component's class names: small, and components style each other through them.
  '[^\\\\/]+[\\\\/][a-zA-Z]+Classes\\.mjs',
];

const FIRST_SCREEN_MUI = new RegExp(
  `[\\\\/]node_modules[\\\\/](?:(?:${FIRST_SCREEN_MUI_PACKAGES.join('|')})[\\\\/]|@mui[\\\\/]material[\\\\/](?:(?:${FIRST_SCREEN_MUI_MATERIAL.join('|')})[\\\\/]|${FIRST_SCREEN_MUI_FILES.join('|')}$))`,
);

/**
 * The rest of the MUI a signed-in page uses: the shell's frame (app bar, drawer, menu
 * list, tooltips), the components the five remotes import, and those the data grid and
 * the charts import. The menu prefetches every section's page once the shell is idle, so
 * a signed-in load fetches nearly all of these anyway; one entry per request was 40 to 50
 * requests of 1–8 KB on every reload. The login page does not load this group.
 * `console-mui-entries.test.ts` fails when console code imports an entry neither list has.
 */
const CONSOLE_MUI_MATERIAL = [
  // The shell's frame and its menu.
  'AppBar',
  'Toolbar',
  'Drawer',
  'Slide',
  'Divider',
  'ListItem',
  'ListItemAvatar',
  'ListItemButton',
  'ListItemIcon',
  'ListItemSecondaryAction',
  'ListItemText',
  'ListSubheader',
  'Link',
  'Tooltip',
  'Popper',
  'ClickAwayListener',
  'NoSsr',
  'useMediaQuery',
  'Grid',
  'Skeleton',
  'LinearProgress',
  // Dialogs, tables, chips and avatars (shared-ui's common parts).
  'Dialog',
  'DialogTitle',
  'DialogContent',
  'DialogContentText',
  'DialogActions',
  'Table',
  'TableBody',
  'TableCell',
  'TableHead',
  'TableRow',
  'TablePagination',
  'TablePaginationActions',
  'Chip',
  'Avatar',
  'Badge',
  // Form controls of the remotes and the grid's filter panel.
  'Autocomplete',
  'useAutocomplete',
  'Checkbox',
  'Switch',
  'Radio',
  'RadioGroup',
  'FormGroup',
  'FormControlLabel',
  'Slider',
  'ToggleButton',
  'ToggleButtonGroup',
  // Sections and cards.
  'Tabs',
  'Tab',
  'TabScrollButton',
  'Accordion',
  'AccordionSummary',
  'AccordionDetails',
  'Collapse',
  'CardActions',
  'CardActionArea',
];

const CONSOLE_MUI = new RegExp(
  `[\\\\/]node_modules[\\\\/](?:@popperjs[\\\\/]|@mui[\\\\/]material[\\\\/](?:(?:${CONSOLE_MUI_MATERIAL.join('|')})[\\\\/]|locale[\\\\/]utils[\\\\/]))`,
);

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
 * console's libraries and all of MUI (see FIRST_SCREEN_MUI_MATERIAL and
 * CONSOLE_MUI_MATERIAL); every container groups the icons and charts it provides. Only
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
