import path from 'node:path';
import {
  hostProvidedEntries,
  SHARED_SINGLETONS,
  sharedDependencies,
  TAKEN_FROM_HOST,
} from './shared-deps';

const repoRoot = path.resolve(__dirname, '../../..');

describe('the shared-dependency policy', () => {
  const pkg = { dependencies: { react: '^19.2.0', '@mui/material': '^9.5.0' } };
  const shared = sharedDependencies(pkg, path.join(repoRoot, 'host-shell'));

  it('makes every library a singleton under its name and every subpath', () => {
    for (const name of SHARED_SINGLETONS) {
      expect(shared[name]).toMatchObject({ singleton: true });
      expect(shared[`${name}/`]).toMatchObject({ singleton: true });
    }
  });

  it("leaves what the host provides out of a remote's container build only", () => {
    const remote = sharedDependencies(pkg, path.join(repoRoot, 'mfe-bots'), { takeFromHost: true });
    for (const name of ['react', 'react/', '@mui/material/', '@mui/x-data-grid', 'zod']) {
      expect(remote[name]).toMatchObject({ import: false, singleton: true });
      expect(shared[name]!.import).toBeUndefined();
    }
    // Each remote draws its own icons and the analytics remote its charts.
    for (const name of ['@mui/icons-material/', '@mui/x-charts', '@mui/x-charts/']) {
      expect(remote[name]!.import).toBeUndefined();
    }
  });

  it('has the host provide an entry of every library the remotes take from it', () => {
    const provided = hostProvidedEntries(path.join(repoRoot, 'host-shell'));
    for (const name of TAKEN_FROM_HOST) {
      expect(provided.some((entry) => entry === name || entry.startsWith(`${name}/`))).toBe(true);
    }
  });

  it("takes the range a package declares and the installed version for what it doesn't", () => {
    expect(shared.react!.requiredVersion).toBe('^19.2.0');
    expect(shared['@mui/system']!.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+/);
  });

  it('covers the libraries the architecture names', () => {
    for (const name of [
      'react',
      'react-dom',
      'react-router-dom',
      '@mui/material',
      '@emotion/react',
      '@mui/x-data-grid',
      '@reduxjs/toolkit',
      'react-redux',
      'axios',
      '@supabase/auth-js',
      '@switchboard/shared-auth',
      '@switchboard/shared-data',
    ]) {
      expect(SHARED_SINGLETONS).toContain(name);
    }
  });

  it('lists every public MUI entry for the host to provide, so compound components never split across containers', () => {
    const entries = hostProvidedEntries(path.join(repoRoot, 'host-shell'));
    for (const entry of [
      '@mui/material/MenuList',
      '@mui/material/MenuItem',
      '@mui/material/FormControl',
      '@mui/system/DefaultPropsProvider',
    ]) {
      expect(entries).toContain(entry);
    }
    expect(entries.every((entry) => !entry.includes('*') && !entry.endsWith('package.json'))).toBe(
      true,
    );
  });
});
