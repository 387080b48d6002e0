import type { GridColDef } from '@mui/x-data-grid';
import {
  ConsoleDataGrid,
  rowActionsColumn,
  type GridQueryState,
} from '@switchboard/shared-ui/data-grid';
import type { ReactNode } from 'react';
import { createdDateColumn } from '../../../components/created-date-column';
import type { Business } from '@switchboard/domain';
import { INDUSTRIES } from '@switchboard/domain';
import type { BusinessTypeOption } from './business-form-fields';

export interface BusinessesListProps {
  businesses: Business[];
  businessTypes: BusinessTypeOption[];
  state: GridQueryState;
  onEdit: (business: Business) => void;
  onDelete: (business: Business) => void;
  emptyAction: ReactNode;
}

export function BusinessesList({
  businesses,
  businessTypes,
  state,
  onEdit,
  onDelete,
  emptyAction,
}: BusinessesListProps) {
  const typeNames = new Map(businessTypes.map((type) => [type.id, type.name]));
  const columns: GridColDef<Business>[] = [
    { field: 'name', headerName: 'Name', flex: 2, minWidth: 200 },
    {
      field: 'industry',
      headerName: 'Industry',
      type: 'singleSelect',
      valueOptions: [...INDUSTRIES],
      flex: 1,
      minWidth: 160,
    },
    {
      // The type's name, not its id: sorting, search, filters and the CSV all use it.
      field: 'businessTypeId',
      headerName: 'Type',
      flex: 1,
      minWidth: 140,
      valueGetter: (id: string | null) => (id ? (typeNames.get(id) ?? '') : ''),
    },
    createdDateColumn<Business>('Created'),
    rowActionsColumn(onEdit, onDelete),
  ];
  return (
    <ConsoleDataGrid
      label="Businesses"
      exportFileName="businesses"
      rows={businesses}
      columns={columns}
      {...state}
      emptyTitle="No businesses yet"
      emptyMessage="Add the first business your bots will serve."
      emptyAction={emptyAction}
      initialState={{ sorting: { sortModel: [{ field: 'createdAt', sort: 'desc' }] } }}
    />
  );
}
