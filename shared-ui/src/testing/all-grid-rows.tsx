import type { DataGridProps } from '@mui/x-data-grid';

// A jest setup file for packages whose tests read grid rows. jsdom has no layout, so a
// virtualized grid renders no rows; with this, every grid renders all of them.
jest.mock('@mui/x-data-grid', () => {
  const actual = jest.requireActual<typeof import('@mui/x-data-grid')>('@mui/x-data-grid');
  return {
    ...actual,
    DataGrid: (props: DataGridProps) => <actual.DataGrid {...props} disableVirtualization />,
  };
});
