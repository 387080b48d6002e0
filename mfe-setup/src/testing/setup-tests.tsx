import type { DataGridProps } from '@mui/x-data-grid';
import { configure } from '@testing-library/react';

// These suites drive whole forms through user-event; on a busy two-core machine the
// defaults (5 s per test, 1 s per findBy) fail tests that are only slow.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout, so a virtualized grid renders no rows; every grid here renders all.
jest.mock('@mui/x-data-grid', () => {
  const actual = jest.requireActual<typeof import('@mui/x-data-grid')>('@mui/x-data-grid');
  return {
    ...actual,
    DataGrid: (props: DataGridProps) => <actual.DataGrid {...props} disableVirtualization />,
  };
});
