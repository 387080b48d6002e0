import AutorenewIcon from '@mui/icons-material/Autorenew';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import {
  ConsoleDataGrid,
  rowActionsColumn,
  type GridQueryState,
} from '@switchboard/shared-ui/data-grid';
import type { Webpage } from '../api/webpage';
import { StateChip, stateTimes } from '../../../components/pipeline-state';

export type RecrawlState = 'running' | 'done' | 'failed';

const COLUMN_BUFFER_PX = 2000;

export interface WebpagesListProps {
  pages: Webpage[];
  state: GridQueryState;
  recrawls: Record<string, RecrawlState>;
  selection: GridRowSelectionModel;
  onSelectionChange: (selection: GridRowSelectionModel) => void;
  onEdit: (page: Webpage) => void;
  onDelete: (page: Webpage) => void;
  onRecrawl: (page: Webpage) => void;
  onView: (page: Webpage) => void;
}

const RECRAWL_LABEL: Record<RecrawlState, string> = {
  running: 'Recrawling',
  done: 'Recrawled',
  failed: 'Recrawl failed',
};

export function WebpagesList({
  pages,
  state,
  recrawls,
  selection,
  onSelectionChange,
  onEdit,
  onDelete,
  onRecrawl,
  onView,
}: WebpagesListProps) {
  const name = (page: Webpage) => page.title ?? page.url;
  const columns: GridColDef<Webpage>[] = [
    { field: 'title', headerName: 'Title', flex: 1.2, minWidth: 180 },
    { field: 'url', headerName: 'URL', flex: 1.5, minWidth: 220 },
    { field: 'depth', headerName: 'Depth', type: 'number', width: 80 },
    {
      field: 'status',
      headerName: 'Status',
      width: 150,
      renderCell: ({ row }) => {
        const recrawl = recrawls[row.id];
        if (recrawl === 'running')
          return (
            <Chip
              size="small"
              icon={<CircularProgress size={12} aria-label={RECRAWL_LABEL.running} />}
              label={RECRAWL_LABEL.running}
              data-testid="recrawl-state"
            />
          );
        if (!recrawl) return <StateChip row={row} />;
        return (
          <Chip
            size="small"
            data-testid="recrawl-state"
            label={RECRAWL_LABEL[recrawl]}
            color={row.status === 'ready' && recrawl !== 'failed' ? 'success' : 'error'}
            title={row.error ?? undefined}
          />
        );
      },
    },
    {
      field: 'state_times',
      headerName: 'Time in each state',
      flex: 1,
      minWidth: 200,
      sortable: false,
      valueGetter: (_value, row) => stateTimes(row, row.updated_at),
    },
    {
      field: 'crawled_at',
      headerName: 'Last crawled',
      type: 'dateTime',
      width: 170,
      valueGetter: (value: string | null) => (value ? new Date(value) : null),
    },
    { field: 'chunk_count', headerName: 'Chunks', type: 'number', width: 90 },
    rowActionsColumn(onEdit, onDelete, {
      nameOf: name,
      leading: [
        { key: 'chunks', icon: <VisibilityIcon />, verb: 'View chunks of', onClick: onView },
        {
          key: 'recrawl',
          icon: <AutorenewIcon />,
          verb: 'Recrawl',
          onClick: onRecrawl,
          disabled: (row) => recrawls[row.id] === 'running',
        },
      ],
    }),
  ];
  return (
    <ConsoleDataGrid
      label="Web pages"
      rows={pages}
      columns={columns}
      {...state}
      checkboxSelection
      // A dozen columns: all are rendered, so a row's actions exist (for keyboard and
      // assistive technology) even while the grid is scrolled to its left edge.
      columnBufferPx={COLUMN_BUFFER_PX}
      rowSelectionModel={selection}
      onRowSelectionModelChange={onSelectionChange}
      emptyTitle="No websites yet"
      emptyMessage="Crawl a website to teach the bot."
      newestFirst="crawled_at"
    />
  );
}
