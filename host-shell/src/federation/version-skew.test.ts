import { versionSkew } from './version-skew';

const HOST = { react: '19.2.3', '@mui/material': '9.5.0', '@reduxjs/toolkit': '2.14.0' };

describe('version skew between a remote and the shell', () => {
  it('accepts a remote built for the same majors', () => {
    const manifest = {
      shared: [
        { name: 'react', requiredVersion: '^19.0.0' },
        { name: '@mui/material/Button', requiredVersion: '^9.2.0' },
      ],
    };
    expect(versionSkew(manifest, HOST)).toBeNull();
  });

  it('refuses a remote built for React 18, naming both versions', () => {
    const manifest = { shared: [{ name: 'react/jsx-runtime', requiredVersion: '^18.3.1' }] };
    expect(versionSkew(manifest, HOST)).toBe('built for React 18, this console runs React 19');
  });

  it('refuses a remote built for another MUI major through a subpath share', () => {
    const manifest = { shared: [{ name: '@mui/material/Menu', requiredVersion: '~7.1.0' }] };
    expect(versionSkew(manifest, HOST)).toBe('built for MUI 7, this console runs MUI 9');
  });

  it('ignores libraries that are not guarded, missing ranges and ranges it cannot read', () => {
    const manifest = {
      shared: [
        { name: 'axios', requiredVersion: '^0.27.0' },
        { name: 'react', requiredVersion: false as const },
        { name: '@reduxjs/toolkit', requiredVersion: 'not-a-range' },
      ],
    };
    expect(versionSkew(manifest, HOST)).toBeNull();
  });
});
