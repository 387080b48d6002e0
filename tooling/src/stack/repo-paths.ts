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

/**
 * Source every front-end build also compiles: the domain schemas a remote's pages build,
 * and the build code with the federation runtime plugins each container carries.
 */
export const SHARED_BUILD_INPUTS = [
  'domain/src',
  'tooling/src/webpack',
  'tooling/src/federation-runtime',
  'tooling/templates',
  'package-lock.json',
];

/**
 * Source only the host's build compiles: a remote's container takes these packages from
 * the host's page (TAKEN_FROM_HOST in tooling/src/webpack/shared-deps.ts), so an edit to
 * one of them rebuilds the host alone.
 */
export const HOST_BUILD_INPUTS = ['shared-auth/src', 'shared-data/src', 'shared-ui/src'];
