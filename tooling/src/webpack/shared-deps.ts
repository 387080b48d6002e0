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
  /** false: no copy of its own in this build; the page's provider is the only one. */
  import?: false;
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

/**
 * What the host's provider entry imports, so its page provides it: every public entry point
 * of the libraries above and the entries the remotes take (HOST_PROVIDED_ENTRIES below).
 */
export function hostProvidedEntries(packageDir: string): string[] {
  return [
    ...PROVIDED_WHOLE_BY_HOST.flatMap((name) => publicEntries(name, packageDir)),
    ...HOST_PROVIDED_ENTRIES,
  ];
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

/**
 * The libraries a remote's container always takes from the host's page and builds no copy
 * of: every shared library but the icons and the charts, whose entries differ from remote
 * to remote. With copies of its own each remote's container build made 230–260 files (2.4–
 * 2.9 MB of script, five times over), though the page always held the host's and a
 * singleton takes the first loaded. The standalone page (`npm start -w mfe-x`, a
 * development build with its own page) keeps its own copies.
 */
export const TAKEN_FROM_HOST: readonly string[] = SHARED_SINGLETONS.filter(
  (name) => name !== '@mui/icons-material' && name !== '@mui/x-charts',
);

/**
 * The entries of those libraries, beyond the MUI it provides whole, that the host provides
 * whether or not its own code still imports them: a remote's build fails if it takes an
 * entry that is neither here nor a public entry of the MUI the host provides whole
 * (taken-from-host-plugin.ts).
 */
export const HOST_PROVIDED_ENTRIES: readonly string[] = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@emotion/react',
  '@emotion/styled',
  '@mui/x-data-grid',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  'axios',
  'zod',
  '@supabase/auth-js',
  '@switchboard/shared-auth',
  '@switchboard/shared-data',
  '@switchboard/shared-data/runtime-config',
  '@switchboard/shared-ui',
  '@switchboard/shared-ui/csv',
  '@switchboard/shared-ui/data-grid',
  '@switchboard/shared-ui/sign-in',
];

export function sharedDependencies(
  pkg: PackageJson,
  packageDir: string,
  { takeFromHost = false }: { takeFromHost?: boolean } = {},
): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const name of SHARED_SINGLETONS) {
    const entry: SharedEntry = {
      singleton: true,
      requiredVersion: requiredVersionFor(name, pkg, packageDir),
      strictVersion: false,
      ...(takeFromHost && TAKEN_FROM_HOST.includes(name) ? { import: false as const } : {}),
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
