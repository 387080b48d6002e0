import path from 'node:path';
import {
  hostProvidedEntries,
  SHARED_SINGLETONS,
  sharedChunkGroups,
  sharedDependencies,
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

  it("groups React, the console's libraries, the login page's MUI and the MUI signed-in pages use, and leaves the rest one chunk per entry", () => {
    const groups = sharedChunkGroups({ host: true });
    const groupOf = (file: string) =>
      Object.entries(groups)
        .filter(([, group]) => group.test.test(`/repo/node_modules/${file}`))
        .sort(([, a], [, b]) => b.priority - a.priority)[0]?.[0];
    expect(groupOf('@mui/material/TextField/TextField.mjs')).toBe('mui-first-screen');
    expect(groupOf('@mui/material/styles/createTheme.mjs')).toBe('mui-first-screen');
    expect(groupOf('@mui/material/colors/blue.mjs')).toBe('mui-first-screen');
    expect(groupOf('@mui/material/Checkbox/checkboxClasses.mjs')).toBe('mui-first-screen');
    expect(groupOf('@mui/material/Dialog/dialogClasses.mjs')).toBe('mui-first-screen');
    expect(groupOf('@mui/material/ButtonGroup/ButtonGroupContext.mjs')).toBe('mui-first-screen');
    expect(groupOf('@mui/utils/useForkRef/useForkRef.mjs')).toBe('mui-first-screen');
    expect(groupOf('@emotion/react/dist/emotion-react.browser.esm.js')).toBe('mui-first-screen');
    expect(groupOf('@mui/material/Dialog/Dialog.mjs')).toBe('mui-console');
    expect(groupOf('@mui/material/TableCell/TableCell.mjs')).toBe('mui-console');
    expect(groupOf('@mui/material/Chip/Chip.mjs')).toBe('mui-console');
    expect(groupOf('@mui/material/Checkbox/Checkbox.mjs')).toBe('mui-console');
    expect(groupOf('@mui/material/locale/utils/buildFormatNumber.mjs')).toBe('mui-console');
    expect(groupOf('@popperjs/core/lib/createPopper.js')).toBe('mui-console');
    expect(groupOf('@mui/material/colors/pink.mjs')).toBeUndefined();
    expect(groupOf('@mui/material/ButtonGroup/ButtonGroup.mjs')).toBeUndefined();
    expect(groupOf('@mui/material/SpeedDial/SpeedDial.mjs')).toBeUndefined();
    expect(groupOf('@mui/material/locale/index.mjs')).toBeUndefined();
    expect(groupOf('@mui/x-data-grid/DataGrid/DataGrid.mjs')).toBeUndefined();
    expect(groupOf('@mui/icons-material/Settings.mjs')).toBe('icons');
    expect(groupOf('react/cjs/react-jsx-runtime.production.js')).toBe('react');
    expect(groupOf('react-dom/cjs/react-dom-client.production.js')).toBe('react');
    expect(groupOf('scheduler/index.js')).toBe('react');
    expect(groupOf('react-is/index.js')).toBe('mui-first-screen');
    expect(groupOf('react-redux/dist/react-redux.mjs')).toBe('console-libraries');
    expect(groupOf('@reduxjs/toolkit/dist/query/rtk-query.modern.mjs')).toBe('console-libraries');
    expect(groupOf('axios/lib/axios.js')).toBe('console-libraries');
    expect(groupOf('react-router/dist/development/index.mjs')).toBeUndefined();
    expect(groupOf('@mui/x-charts/BarChart/BarChart.mjs')).toBe('charts');
    expect(groupOf('d3-scale/src/linear.js')).toBe('charts');
  });

  it('groups only its own icons and charts in a remote, which takes its MUI from the host', () => {
    expect(Object.keys(sharedChunkGroups({ host: false }))).toEqual(['icons', 'charts']);
  });
});
