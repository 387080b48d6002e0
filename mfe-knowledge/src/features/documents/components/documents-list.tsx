import ReplayIcon from '@mui/icons-material/Replay';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import {
  ConsoleDataGrid,
  rowActionsColumn,
  type GridQueryState,
} from '@switchboard/shared-ui/data-grid';
import type { ReactNode } from 'react';
import type { KnowledgeDocument } from '../api/document';
import { formatBytes } from './file-refusal';
import { StateChip, stateTimes } from '../../../components/pipeline-state';

const COLUMN_BUFFER_PX = 2000;

export interface DocumentsListProps {
  documents: KnowledgeDocument[];
  collectionNames: Map<string, string>;
  state: GridQueryState;
  onView: (document: KnowledgeDocument) => void;
  onEdit: (document: KnowledgeDocument) => void;
  onDelete: (document: KnowledgeDocument) => void;
  onRetry: (document: KnowledgeDocument) => void;
  selection: GridRowSelectionModel;
  onSelectionChange: (selection: GridRowSelectionModel) => void;
  emptyAction: ReactNode;
  /** How often answers cited each document lately, by id, and over how many days. */
  citations?: { counts: Record<string, number>; days: number };
}

export function DocumentsList({
  documents,
  collectionNames,
  state,
  onView,
  onEdit,
  onDelete,
  onRetry,
  selection,
  onSelectionChange,
  emptyAction,
  citations,
}: DocumentsListProps) {
  const columns: GridColDef<KnowledgeDocument>[] = [
    { field: 'title', headerName: 'Title', flex: 1.5, minWidth: 180 },
    { field: 'file_name', headerName: 'File name', flex: 1, minWidth: 160 },
    { field: 'file_type', headerName: 'Type', width: 80 },
    {
      field: 'size_bytes',
      headerName: 'Size',
      type: 'number',
      width: 100,
      valueFormatter: (value: number) => formatBytes(value),
    },
    { field: 'page_count', headerName: 'Pages', type: 'number', width: 80 },
    { field: 'chunk_count', headerName: 'Chunks', type: 'number', width: 90 },
    {
      field: 'collection_id',
      headerName: 'Collection',
      flex: 1,
      minWidth: 140,
      valueGetter: (value: string | null) => (value ? (collectionNames.get(value) ?? value) : ''),
    },
    {
      field: 'is_public',
      headerName: 'Public',
      type: 'boolean',
      width: 80,
      description: 'Private documents answer bot admins only, never the bot’s users',
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 120,
      renderCell: ({ row }) => <StateChip row={row} />,
    },
    {
      field: 'state_times',
      headerName: 'Time in each state',
      flex: 1,
      minWidth: 200,
      sortable: false,
      valueGetter: (_value, row) => stateTimes(row, row.processed_at),
    },
    ...(citations
      ? [
          {
            field: 'cited',
            headerName: `Cited (${citations.days} days)`,
            type: 'number',
            width: 130,
            valueGetter: (_value: unknown, row: KnowledgeDocument) => citations.counts[row.id] ?? 0,
          } satisfies GridColDef<KnowledgeDocument>,
        ]
      : []),
    {
      field: 'created_at',
      headerName: 'Uploaded',
      type: 'dateTime',
      width: 170,
      valueGetter: (value: string) => (value ? new Date(value) : null),
    },
    rowActionsColumn(onEdit, onDelete, {
      nameOf: (row) => row.title,
      leading: [
        { key: 'view', icon: <VisibilityIcon />, verb: 'View', onClick: onView },
        {
          key: 'retry',
          icon: <ReplayIcon />,
          verb: 'Retry',
          onClick: onRetry,
          disabled: (row) => row.status !== 'failed',
        },
      ],
    }),
  ];
  return (
    <ConsoleDataGrid
      label="Documents"
      rows={documents}
      columns={columns}
      {...state}
      emptyTitle="No documents yet"
      emptyMessage="Upload a document to teach the bot."
      emptyAction={emptyAction}
      newestFirst="created_at"
      checkboxSelection
      // A dozen columns: all are rendered, so a row's actions exist (for keyboard and
      // assistive technology) even while the grid is scrolled to its left edge.
      columnBufferPx={COLUMN_BUFFER_PX}
      rowSelectionModel={selection}
      onRowSelectionModelChange={onSelectionChange}
    />
  );
}
