import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import Delete from '@mui/icons-material/Delete';
import DoNotDisturbOn from '@mui/icons-material/DoNotDisturbOn';
import Unarchive from '@mui/icons-material/Unarchive';
import Stack from '@mui/material/Stack';
import {
  GridActionsCellItem,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { ConsoleDataGrid } from '@switchboard/shared-ui/data-grid';
import type { BotSummary, ConversationStatus } from '../../../lib/conversation-types';
import type { ConversationRow } from '../api/conversation-list-types';
import { TitleLink, UserLink } from './grid-cell-links';
import { StatusChip } from './status-chip';
import { BotAvatar } from '@switchboard/shared-ui';

export interface ConversationsGridProps {
  rows: ConversationRow[];
  total: number;
  bots: Map<string, BotSummary>;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  pagination: GridPaginationModel;
  onPaginationChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortChange: (model: GridSortModel) => void;
  onSearch: (text: string) => void;
  onUserClick: (userId: string) => void;
  onStatus: (row: ConversationRow, status: ConversationStatus) => void;
  onDelete: (row: ConversationRow) => void;
}

const dateColumn = (field: string, headerName: string): GridColDef<ConversationRow> => ({
  field,
  headerName,
  width: 180,
  type: 'dateTime',
  filterable: false,
  valueGetter: (value: string) => (value ? new Date(value) : null),
});

/**
 * The grid's width from which each column shows (the title and actions always do): on a
 * phone the title, status and actions; the date of creation and the message count last.
 */
const SHOW_FROM = {
  status: 480,
  botId: 600,
  lastActivityAt: 760,
  user: 1080,
  messageCount: 1190,
  createdAt: 1370,
};

export function ConversationsGrid(props: ConversationsGridProps) {
  const { bots, onUserClick, onStatus, onDelete } = props;
  const columns: GridColDef<ConversationRow>[] = [
    {
      field: 'title',
      headerName: 'Title',
      flex: 1,
      minWidth: 220,
      filterable: false,
      renderCell: ({ row, hasFocus, tabIndex }) => (
        <TitleLink id={row.id} title={row.title} cell={{ hasFocus, tabIndex }} />
      ),
    },
    {
      field: 'botId',
      headerName: 'Bot',
      width: 200,
      sortable: false,
      filterable: false,
      valueGetter: (value: string) => bots.get(value)?.name ?? 'Unknown bot',
      renderCell: ({ row, value }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <BotAvatar name={String(value)} avatar={bots.get(row.botId)?.avatar} size={24} />
          <span>{String(value)}</span>
        </Stack>
      ),
    },
    {
      field: 'user',
      headerName: 'User',
      width: 220,
      sortable: false,
      filterable: false,
      valueGetter: (_value, row) => row.user.email,
      renderCell: ({ row, hasFocus, tabIndex }) => (
        <UserLink
          email={row.user.email}
          cell={{ hasFocus, tabIndex }}
          onClick={() => onUserClick(row.userId)}
        />
      ),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 120,
      filterable: false,
      renderCell: ({ row }) => <StatusChip status={row.status} />,
    },
    {
      field: 'messageCount',
      headerName: 'Messages',
      type: 'number',
      width: 110,
      filterable: false,
    },
    dateColumn('lastActivityAt', 'Last activity'),
    dateColumn('createdAt', 'Created'),
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 130,
      getActions: ({ row }) => [
        row.status !== 'ACTIVE' ? (
          <GridActionsCellItem
            key="restore"
            icon={<Unarchive />}
            label={`Restore ${row.title}`}
            onClick={() => onStatus(row, 'ACTIVE')}
          />
        ) : (
          <GridActionsCellItem
            key="archive"
            icon={<ArchiveOutlined />}
            label={`Archive ${row.title}`}
            onClick={() => onStatus(row, 'ARCHIVED')}
          />
        ),
        <GridActionsCellItem
          key="close"
          icon={<DoNotDisturbOn />}
          label={`Close ${row.title}`}
          onClick={() => onStatus(row, 'CLOSED')}
          disabled={row.status === 'CLOSED'}
          showInMenu
        />,
        <GridActionsCellItem
          key="delete"
          icon={<Delete />}
          label={`Delete ${row.title}`}
          onClick={() => onDelete(row)}
          showInMenu
        />,
      ],
    },
  ];
  const onFilterModelChange = (model: GridFilterModel) =>
    props.onSearch((model.quickFilterValues ?? []).join(' '));
  return (
    <ConsoleDataGrid
      label="Conversations"
      rows={props.rows}
      columns={columns}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      emptyTitle="No conversations"
      emptyMessage="No conversation matches these filters. Start one with New conversation."
      showFrom={SHOW_FROM}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      rowCount={props.total}
      paginationModel={props.pagination}
      onPaginationModelChange={props.onPaginationChange}
      sortModel={props.sortModel}
      onSortModelChange={props.onSortChange}
      onFilterModelChange={onFilterModelChange}
      disableColumnFilter
      csvExport={false}
      disableVirtualization
    />
  );
}
