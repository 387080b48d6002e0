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
  '@supabase/supabase-js',
  '@switchboard/shared-auth',
  '@switchboard/shared-ui',
] as const;

interface SharedEntry {
  singleton: true;
  requiredVersion: string | false;
  strictVersion: false;
}

type PackageJson = { dependencies?: Record<string, string>; version?: string };

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
