import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { GridActionsCellItem, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import type { ReactElement } from 'react';

/** A row action shown before edit and delete, e.g. view or recrawl. */
export interface RowAction<Row> {
  key: string;
  icon: ReactElement;
  /** The verb; the button's label adds the row's name for screen readers. */
  verb: string;
  onClick: (row: Row) => void;
  disabled?: (row: Row) => boolean;
}

export interface RowActionsOptions<Row> {
  /** What the labels call a row (default: its `name`). */
  nameOf?: (row: Row) => string;
  leading?: RowAction<Row>[];
}

/** Edit and delete buttons for a row (after any leading ones), each labelled with the row's name. */
export function rowActionsColumn<Row extends GridValidRowModel & { name: string }>(
  onEdit: (row: Row) => void,
  onDelete: (row: Row) => void,
  options?: RowActionsOptions<Row>,
): GridColDef<Row>;
export function rowActionsColumn<Row extends GridValidRowModel>(
  onEdit: (row: Row) => void,
  onDelete: (row: Row) => void,
  options: RowActionsOptions<Row> & { nameOf: (row: Row) => string },
): GridColDef<Row>;
export function rowActionsColumn<Row extends GridValidRowModel>(
  onEdit: (row: Row) => void,
  onDelete: (row: Row) => void,
  { nameOf = (row) => String(row.name), leading = [] }: RowActionsOptions<Row> = {},
): GridColDef<Row> {
  const actions: RowAction<Row>[] = [
    ...leading,
    { key: 'edit', icon: <EditIcon />, verb: 'Edit', onClick: onEdit },
    { key: 'delete', icon: <DeleteIcon />, verb: 'Delete', onClick: onDelete },
  ];
  return {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 50 + 30 * actions.length,
    getActions: ({ row }) =>
      actions.map((action) => (
        <GridActionsCellItem
          key={action.key}
          icon={action.icon}
          label={`${action.verb} ${nameOf(row)}`}
          disabled={action.disabled?.(row)}
          onClick={() => action.onClick(row)}
        />
      )),
  };
}
