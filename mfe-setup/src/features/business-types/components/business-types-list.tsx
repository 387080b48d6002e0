import type { GridColDef } from '@mui/x-data-grid';
import {
  ConsoleDataGrid,
  rowActionsColumn,
  type GridQueryState,
} from '@switchboard/shared-ui/data-grid';
import type { ReactNode } from 'react';
import { createdDateColumn } from '../../../components/created-date-column';
import type { BusinessType } from '@switchboard/domain';

export interface BusinessTypesListProps {
  types: BusinessType[];
  state: GridQueryState;
  onEdit: (type: BusinessType) => void;
  onDelete: (type: BusinessType) => void;
  emptyAction: ReactNode;
}

export function BusinessTypesList({
  types,
  state,
  onEdit,
  onDelete,
  emptyAction,
}: BusinessTypesListProps) {
  const columns: GridColDef<BusinessType>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 180 },
    { field: 'description', headerName: 'Description', flex: 2, minWidth: 200 },
    createdDateColumn<BusinessType>('Registered On'),
    rowActionsColumn(onEdit, onDelete),
  ];
  return (
    <ConsoleDataGrid
      label="Business types"
      rows={types}
      columns={columns}
      {...state}
      emptyTitle="No business types yet"
      emptyMessage="Add the first business type to group your businesses."
      emptyAction={emptyAction}
      newestFirst="createdAt"
    />
  );
}
