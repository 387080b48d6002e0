import VisibilityIcon from '@mui/icons-material/Visibility';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import {
  ConsoleDataGrid,
  rowActionsColumn,
  type GridQueryState,
} from '@switchboard/shared-ui/data-grid';
import type { ReactNode } from 'react';
import type { KnowledgeDocument } from '../api/document';
import { formatBytes } from './file-refusal';

export interface DocumentsListProps {
  documents: KnowledgeDocument[];
  collectionNames: Map<string, string>;
  state: GridQueryState;
  onView: (document: KnowledgeDocument) => void;
  onEdit: (document: KnowledgeDocument) => void;
  onDelete: (document: KnowledgeDocument) => void;
  emptyAction: ReactNode;
  /** How often answers cited each document lately, by id, and over how many days. */
  citations?: { counts: Record<string, number>; days: number };
}

const STATUS_COLOUR = { ready: 'success', processing: 'info', failed: 'error' } as const;

export function DocumentsList({
  documents,
  collectionNames,
  state,
  onView,
  onEdit,
  onDelete,
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
    { field: 'is_public', headerName: 'Public', type: 'boolean', width: 80 },
    {
      field: 'status',
      headerName: 'Status',
      width: 120,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          label={row.status}
          color={STATUS_COLOUR[row.status]}
          title={row.error ?? undefined}
        />
      ),
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
      leading: [{ key: 'view', icon: <VisibilityIcon />, verb: 'View', onClick: onView }],
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
    />
  );
}
