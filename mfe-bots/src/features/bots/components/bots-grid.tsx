import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { selectSelectedBotId, useAppSelector } from '@switchboard/shared-data';
import {
  ConsoleDataGrid,
  useCellFocus,
  type CellFocus,
  type GridQueryState,
} from '@switchboard/shared-ui/data-grid';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BOT_STATUSES, type Bot } from '../api/bot';
import { BotStatusMenu } from './bot-status-menu';
import { BotAvatar } from '@switchboard/shared-ui';

/** The bot's name, opening it; one Tab stop for the whole grid (see useCellFocus). */
function BotLink({ id, name, cell }: { id: string; name: string; cell: CellFocus }) {
  const focus = useCellFocus<HTMLAnchorElement>(cell);
  return (
    <Link component={RouterLink} to={`/bots/${id}`} {...focus}>
      {name}
    </Link>
  );
}

function columns(selectedBotId: string | null): GridColDef<Bot>[] {
  return [
    {
      field: 'avatar',
      headerName: 'Avatar',
      width: 72,
      sortable: false,
      filterable: false,
      disableExport: true,
      renderCell: ({ row }) => <BotAvatar name={row.name} avatar={row.avatar} />,
    },
    {
      field: 'name',
      headerName: 'Name',
      flex: 1,
      minWidth: 200,
      renderCell: ({ row, hasFocus, tabIndex }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <BotLink id={row.id} name={row.name} cell={{ hasFocus, tabIndex }} />
          {row.id === selectedBotId ? (
            <Chip label="Selected" size="small" color="primary" variant="outlined" />
          ) : null}
        </Stack>
      ),
    },
    { field: 'botPath', headerName: 'Bot path', flex: 1, minWidth: 220 },
    { field: 'chatEndpoint', headerName: 'Chat endpoint', width: 140 },
    {
      field: 'status',
      headerName: 'Status',
      width: 170,
      type: 'singleSelect',
      valueOptions: [...BOT_STATUSES],
      renderCell: ({ row, hasFocus, tabIndex }) => (
        <BotStatusMenu bot={row} cell={{ hasFocus, tabIndex }} />
      ),
    },
    {
      field: 'updatedAt',
      headerName: 'Updated',
      width: 180,
      type: 'dateTime',
      valueGetter: (value: string) => new Date(value),
    },
  ];
}

export interface BotsGridProps {
  bots: Bot[];
  state: GridQueryState;
  emptyAction: ReactNode;
}

export function BotsGrid({ bots, state, emptyAction }: BotsGridProps) {
  const selectedBotId = useAppSelector(selectSelectedBotId);
  return (
    <ConsoleDataGrid
      label="Bots"
      rows={bots}
      columns={columns(selectedBotId)}
      {...state}
      emptyTitle="No bots yet"
      emptyMessage="Bots you create appear here."
      emptyAction={emptyAction}
      newestFirst="updatedAt"
      // Pages hold at most 100 rows, so rendering them all costs little and keeps every row in the DOM.
      disableVirtualization
    />
  );
}
