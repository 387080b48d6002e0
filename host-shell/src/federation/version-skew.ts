import minVersion from 'semver/ranges/min-version';

/** The part of a remote's mf-manifest.json that says what it was built against. */
export interface FederationManifest {
  shared?: { name: string; requiredVersion?: string | false }[];
}

/** Libraries whose major version must match the shell's: one instance serves every remote. */
const GUARDED_LIBRARIES: Record<string, string> = {
  react: 'React',
  'react-dom': 'React',
  'react-router-dom': 'React Router',
  '@mui/material': 'MUI',
  '@reduxjs/toolkit': 'Redux Toolkit',
  'react-redux': 'React Redux',
  '@switchboard/shared-auth': 'the console session',
  '@switchboard/shared-data': 'the console store',
};

function baseName(shared: string): string {
  // Subpath shares (`@mui/material/Button`, `react/jsx-runtime`) belong to their package.
  const parts = shared.split('/');
  return shared.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function majorOf(range: string): number | null {
  try {
    return minVersion(range)?.major ?? null;
  } catch {
    return null;
  }
}

/**
 * Why a remote cannot run in this shell, or null if it can: a remote built for another
 * major version of a shared singleton would otherwise get the shell's copy and fail in
 * ways nobody can read, or load a second copy of the library.
 */
export function versionSkew(
  manifest: FederationManifest,
  hostVersions: Record<string, string>,
): string | null {
  for (const shared of manifest.shared ?? []) {
    const library = baseName(shared.name);
    const label = GUARDED_LIBRARIES[library];
    const hostVersion = hostVersions[library];
    if (!label || !hostVersion || !shared.requiredVersion) continue;
    const wanted = majorOf(shared.requiredVersion);
    const running = majorOf(hostVersion);
    if (wanted !== null && running !== null && wanted !== running) {
      return `built for ${label} ${wanted}, this console runs ${label} ${running}`;
    }
  }
  return null;
}
