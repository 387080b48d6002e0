import type { DataGridProps } from '@mui/x-data-grid';

// jsdom has no layout, so a virtualized grid renders no rows; every grid here renders all.
jest.mock('@mui/x-data-grid', () => {
  const actual = jest.requireActual<typeof import('@mui/x-data-grid')>('@mui/x-data-grid');
  return {
    ...actual,
    DataGrid: (props: DataGridProps) => <actual.DataGrid {...props} disableVirtualization />,
  };
});
