import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/**
 * A createdAt column shown as a date in the user's locale. The cell holds a Date so
 * sorting and the date filter work on time, not on text.
 */
export function createdDateColumn<Row extends GridValidRowModel & { createdAt: string }>(
  headerName: string,
): GridColDef<Row> {
  return {
    field: 'createdAt',
    headerName,
    type: 'date',
    width: 140,
    valueGetter: (value: string | null) => (value ? new Date(value) : null),
    valueFormatter: (value: Date | null) => (value ? value.toLocaleDateString() : ''),
  };
}
