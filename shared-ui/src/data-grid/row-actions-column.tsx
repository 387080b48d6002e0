import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { GridActionsCellItem, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';

/** Edit and delete buttons for a row, each labelled with the row's name for screen readers. */
export function rowActionsColumn<Row extends GridValidRowModel & { name: string }>(
  onEdit: (row: Row) => void,
  onDelete: (row: Row) => void,
): GridColDef<Row> {
  return {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 110,
    getActions: ({ row }) => [
      <GridActionsCellItem
        key="edit"
        icon={<EditIcon />}
        label={`Edit ${row.name}`}
        onClick={() => onEdit(row)}
      />,
      <GridActionsCellItem
        key="delete"
        icon={<DeleteIcon />}
        label={`Delete ${row.name}`}
        onClick={() => onDelete(row)}
      />,
    ],
  };
}
