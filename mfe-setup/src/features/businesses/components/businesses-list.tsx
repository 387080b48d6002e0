import {
  getGridSingleSelectOperators,
  getGridStringOperators,
  type GridColDef,
} from '@mui/x-data-grid';
import {
  ConsoleDataGrid,
  rowActionsColumn,
  type GridQueryState,
} from '@switchboard/shared-ui/data-grid';
import { useMemo, type ReactNode } from 'react';
import { createdDateColumn } from '../../../components/created-date-column';
import type { Business } from '@switchboard/domain';
import { INDUSTRIES } from '@switchboard/domain';
import type { ServerGrid } from '../hooks/use-businesses-grid';
import type { BusinessTypeOption } from './business-form-fields';

export interface BusinessesListProps {
  businesses: Business[];
  businessTypes: BusinessTypeOption[];
  state: GridQueryState;
  onEdit: (business: Business) => void;
  onDelete: (business: Business) => void;
  emptyAction: ReactNode;
  /** Paging, order, filters and search happen on the server (a long list). */
  server?: ServerGrid & { narrowed: boolean };
}

// The server filters a name by what it contains and the other columns by equality.
const containsOnly = getGridStringOperators().filter((operator) => operator.value === 'contains');
const isOnly = getGridSingleSelectOperators().filter((operator) => operator.value === 'is');

function businessColumns(
  businessTypes: BusinessTypeOption[],
  serverMode: boolean,
  onEdit: (business: Business) => void,
  onDelete: (business: Business) => void,
): GridColDef<Business>[] {
  const typeNames = new Map(businessTypes.map((type) => [type.id, type.name]));
  const created = createdDateColumn<Business>('Created');
  return [
    {
      field: 'name',
      headerName: 'Name',
      flex: 2,
      minWidth: 200,
      ...(serverMode ? { filterOperators: containsOnly } : {}),
    },
    {
      field: 'industry',
      headerName: 'Industry',
      type: 'singleSelect',
      valueOptions: [...INDUSTRIES],
      flex: 1,
      minWidth: 160,
      ...(serverMode ? { filterOperators: isOnly } : {}),
    },
    serverMode
      ? {
          // The server filters by the type's id and sorts by its name.
          field: 'businessTypeId',
          headerName: 'Type',
          type: 'singleSelect',
          valueOptions: businessTypes.map((type) => ({ value: type.id, label: type.name })),
          filterOperators: isOnly,
          flex: 1,
          minWidth: 140,
        }
      : {
          // The type's name, not its id: sorting, search, filters and the CSV all use it.
          field: 'businessTypeId',
          headerName: 'Type',
          flex: 1,
          minWidth: 140,
          valueGetter: (id: string | null) => (id ? (typeNames.get(id) ?? '') : ''),
        },
    serverMode ? { ...created, filterable: false } : created,
    rowActionsColumn(onEdit, onDelete),
  ];
}

export function BusinessesList({
  businesses,
  businessTypes,
  state,
  onEdit,
  onDelete,
  emptyAction,
  server,
}: BusinessesListProps) {
  const serverMode = server !== undefined;
  // Built once per type list and mode: a new columns array makes the grid set up every
  // column again on each render, such as the one a sort or a new page of rows brings.
  const columns = useMemo(
    () => businessColumns(businessTypes, serverMode, onEdit, onDelete),
    [businessTypes, serverMode, onEdit, onDelete],
  );
  const grid = {
    label: 'Businesses',
    rows: businesses,
    columns,
    ...state,
    emptyAction,
  };
  if (!server) {
    return (
      <ConsoleDataGrid
        key="client"
        {...grid}
        emptyTitle="No businesses yet"
        emptyMessage="Add the first business your bots will serve."
        newestFirst="createdAt"
      />
    );
  }
  const { narrowed, ...controls } = server;
  return (
    <ConsoleDataGrid
      key="server"
      {...grid}
      {...controls}
      emptyTitle={narrowed ? 'No matching businesses' : 'No businesses yet'}
      emptyMessage={
        narrowed
          ? 'No business matches this search or filter.'
          : 'Add the first business your bots will serve.'
      }
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      // The toolbar's CSV would hold only the page on screen; the page's Export walks them all.
      csvExport={false}
    />
  );
}
