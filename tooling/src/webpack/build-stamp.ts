import { execFileSync } from 'node:child_process';
import { installedSharedVersions } from './shared-deps';

/**
 * What a build says about itself at run time (read through `process.env.SWITCHBOARD_BUILD`,
 * which webpack replaces with this object): the release a remote's manifest reports on
 * the dashboard, and the shared library versions the host checks remotes against.
 */
export interface BuildStamp {
  release: { version: string; commit: string; builtAt: string };
  sharedVersions: Record<string, string>;
}

function currentCommit(packageDir: string): string {
  if (process.env.RELEASE_COMMIT) return process.env.RELEASE_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: packageDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

export function buildStamp(packageDir: string, version: string): BuildStamp {
  return {
    release: { version, commit: currentCommit(packageDir), builtAt: new Date().toISOString() },
    sharedVersions: installedSharedVersions(packageDir),
  };
}
