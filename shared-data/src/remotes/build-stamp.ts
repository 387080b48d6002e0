import type { RemoteRelease } from './remote-manifest';

export interface BuildStamp {
  release: RemoteRelease;
  /** Installed version of each shared library in the build that read this stamp. */
  sharedVersions: Record<string, string>;
}

const UNSTAMPED: BuildStamp = {
  release: { version: 'development', commit: 'unknown', builtAt: '' },
  sharedVersions: {},
};

/**
 * Reads the stamp the webpack config writes in place of `process.env.SWITCHBOARD_BUILD`.
 * Call it from the module whose build you mean: this package is shared, so the stamp
 * must be passed in from the caller's own compiled code. Unbuilt code (tests) reads none.
 */
export function readBuildStamp(stamp: unknown): BuildStamp {
  if (!stamp || typeof stamp !== 'object') return UNSTAMPED;
  const { release, sharedVersions } = stamp as Partial<BuildStamp>;
  return { release: release ?? UNSTAMPED.release, sharedVersions: sharedVersions ?? {} };
}
