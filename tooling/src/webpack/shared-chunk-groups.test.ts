import { sharedChunkGroups } from './shared-chunk-groups';

describe('the shared chunk groups', () => {
  it("groups React, the session, the console's start and libraries, the sign-in form's MUI and the MUI signed-in pages use, and leaves the rest one chunk per entry", () => {
    const groups = sharedChunkGroups({ host: true });
    const groupOfPath = (file: string) =>
      Object.entries(groups)
        .filter(([, group]) => group.test.test(file))
        .sort(([, a], [, b]) => b.priority - a.priority)[0]?.[0];
    const groupOf = (file: string) => groupOfPath(`/repo/node_modules/${file}`);
    // undefined: no group, so the entry stays a chunk of its own.
    const expected: [string, string | undefined][] = [
      ['@mui/material/TextField/TextField.mjs', 'mui-first-screen'],
      ['@mui/material/styles/createTheme.mjs', 'mui-first-screen'],
      ['@mui/material/colors/blue.mjs', 'mui-first-screen'],
      ['@mui/material/Checkbox/checkboxClasses.mjs', 'mui-first-screen'],
      ['@mui/material/Dialog/dialogClasses.mjs', 'mui-first-screen'],
      ['@mui/material/ButtonGroup/ButtonGroupContext.mjs', 'mui-first-screen'],
      ['@mui/utils/useForkRef/useForkRef.mjs', 'mui-first-screen'],
      ['@emotion/react/dist/emotion-react.browser.esm.js', 'mui-first-screen'],
      ['@mui/material/Dialog/Dialog.mjs', 'mui-console'],
      ['@mui/material/TableCell/TableCell.mjs', 'mui-console'],
      ['@mui/material/Chip/Chip.mjs', 'mui-console'],
      ['@mui/material/Checkbox/Checkbox.mjs', 'mui-console'],
      ['@mui/material/locale/utils/buildFormatNumber.mjs', 'mui-console'],
      ['@popperjs/core/lib/createPopper.js', 'mui-console'],
      ['@mui/material/colors/pink.mjs', undefined],
      ['@mui/material/ButtonGroup/ButtonGroup.mjs', undefined],
      ['@mui/material/SpeedDial/SpeedDial.mjs', undefined],
      ['@mui/material/locale/index.mjs', undefined],
      ['@mui/x-data-grid/DataGrid/DataGrid.mjs', undefined],
      ['@mui/icons-material/Settings.mjs', 'icons'],
      ['react/cjs/react-jsx-runtime.production.js', 'react'],
      ['react-dom/cjs/react-dom-client.production.js', 'react'],
      ['scheduler/index.js', 'react'],
      ['react-is/index.js', 'mui-first-screen'],
      ['react-redux/dist/react-redux.mjs', 'console-libraries'],
      ['@reduxjs/toolkit/dist/query/rtk-query.modern.mjs', 'console-libraries'],
      ['axios/lib/axios.js', 'console-libraries'],
      ['react-router/dist/development/index.mjs', 'console-start'],
      ['react-router-dom/dist/index.mjs', 'console-start'],
      ['zod/v4/classic/schemas.js', 'console-start'],
      ['semver/functions/satisfies.js', 'console-start'],
      ['@supabase/auth-js/dist/module/AuthClient.js', 'session'],
      ['@mui/x-charts/BarChart/BarChart.mjs', 'charts'],
      ['d3-scale/src/linear.js', 'charts'],
    ];
    expect(expected.map(([file]) => [file, groupOf(file)])).toEqual(expected);
    expect(
      [
        'shared-auth/src/session/auth-session.ts',
        'shared-data/src/api/base-api.ts',
        'shared-ui/src/app/console-app.tsx',
        'domain/src/access.ts',
        'host-shell/src/app/app.tsx',
      ].map((file) => groupOfPath(`/repo/${file}`)),
    ).toEqual(['session', 'console-start', 'console-start', 'console-start', undefined]);
  });

  it('groups only its own icons and charts in a remote, which takes its MUI from the host', () => {
    expect(Object.keys(sharedChunkGroups({ host: false }))).toEqual(['icons', 'charts']);
  });
});
