import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { BOT_STATUSES, type Bot } from '../api/bot';
import { useChangeBotStatus } from '../hooks/use-change-bot-status';
import { STATUS_COLOURS, STATUS_HELP } from './bot-status';
import { useCellFocus, type CellFocus } from '@switchboard/shared-ui/data-grid';

const OUTSIDE_GRID: CellFocus = { hasFocus: false, tabIndex: 0 };

/** The status as a coloured chip that opens the three choices, each explained. */
export function BotStatusMenu({
  bot,
  cell = OUTSIDE_GRID,
}: {
  bot: Pick<Bot, 'id' | 'name' | 'status'>;
  /** In a grid cell: the grid's focus, so the grid stays one Tab stop (see useCellFocus). */
  cell?: CellFocus;
}) {
  const focus = useCellFocus<HTMLDivElement>(cell);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const changeStatus = useChangeBotStatus();
  const menuId = `bot-status-menu-${bot.id}`;
  return (
    <>
      <Chip
        label={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
            {bot.status}
            <ArrowDropDown fontSize="small" sx={{ mr: -0.75 }} />
          </Box>
        }
        color={STATUS_COLOURS[bot.status]}
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`Status of ${bot.name}: ${bot.status}. Change status`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        {...focus}
      />
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {BOT_STATUSES.map((status) => (
          <MenuItem
            key={status}
            selected={status === bot.status}
            onClick={() => {
              setAnchor(null);
              if (status !== bot.status) changeStatus(bot, status);
            }}
          >
            <ListItemText primary={status} secondary={STATUS_HELP[status]} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
