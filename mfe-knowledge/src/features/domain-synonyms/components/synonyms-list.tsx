import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import type { DomainSynonymEntry } from '@switchboard/domain';
import { ConsoleDataGrid, gridQueryState } from '@switchboard/shared-ui/data-grid';
import type { ReactNode } from 'react';
import { useGetDomainSynonymsQuery } from '../api/synonyms-api';

/** The bot's synonym entries, each with its delete action. */
export function SynonymsList({
  botId,
  onDelete,
  addButton,
}: {
  botId: string;
  onDelete: (entry: DomainSynonymEntry) => void;
  addButton: ReactNode;
}) {
  const list = useGetDomainSynonymsQuery({ botId });
  const columns: GridColDef<DomainSynonymEntry>[] = [
    { field: 'phrase', headerName: 'Users say', flex: 1, minWidth: 160 },
    {
      field: 'synonyms',
      headerName: 'Also searched as',
      flex: 2,
      minWidth: 200,
      valueGetter: (value: string[]) => value.join(', '),
    },
    {
      field: 'created_at',
      headerName: 'Added',
      type: 'dateTime',
      width: 170,
      valueGetter: (value: string) => new Date(value),
    },
    {
      field: 'actions',
      headerName: '',
      width: 120,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlined />}
          onClick={() => onDelete(row)}
          aria-label={`Delete synonyms for ${row.phrase}`}
        >
          Delete
        </Button>
      ),
    },
  ];
  return (
    <ConsoleDataGrid
      label="Domain synonyms"
      rows={list.data ?? []}
      columns={columns}
      {...gridQueryState(list, 'Failed to fetch synonyms')}
      emptyTitle="No synonyms yet"
      emptyMessage="Add the words your users say that the knowledge words differently."
      emptyAction={addButton}
    />
  );
}
