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
