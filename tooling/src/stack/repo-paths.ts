import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** Packages built by webpack, the host first. */
export const FRONT_END_PACKAGES = [
  'host-shell',
  'mfe-bots',
  'mfe-conversations',
  'mfe-setup',
  'mfe-knowledge',
  'mfe-analytics',
] as const;

/** Source every front-end build also depends on. */
export const SHARED_BUILD_INPUTS = [
  'shared-auth/src',
  'shared-data/src',
  'shared-ui/src',
  'tooling/src/webpack',
  'tooling/templates',
  'package-lock.json',
];
