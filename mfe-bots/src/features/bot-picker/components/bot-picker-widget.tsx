import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  botSelected,
  selectSelectedBotId,
  useAppDispatch,
  useAppSelector,
  useGetBotsQuery,
} from '@switchboard/shared-data';
import { BotAvatar } from '@switchboard/shared-ui';
import { useBotListSelection } from '../hooks/use-bot-list-selection';

export interface BotPickerWidgetProps {
  /** 'small' fits a toolbar; 'medium' a page. */
  size?: 'small' | 'medium';
}

/**
 * The bot every section works on, exposed as `bots/bot-picker` for the shell's topbar.
 * It loads the bot list itself so it works on any page.
 */
export default function BotPickerWidget({ size = 'small' }: BotPickerWidgetProps) {
  const { data: bots, isLoading, error } = useGetBotsQuery();
  const selectedBotId = useAppSelector(selectSelectedBotId);
  const dispatch = useAppDispatch();
  useBotListSelection(bots);

  const known = bots?.some((bot) => bot.id === selectedBotId);
  let helper: string | undefined;
  if (isLoading) helper = 'Loading bots…';
  else if (error) helper = (error as { message?: string }).message ?? 'Failed to fetch bots';
  else if (bots?.length === 0) helper = 'No bots yet';

  return (
    <TextField
      select
      size={size}
      label="Selected bot"
      value={known ? selectedBotId : ''}
      disabled={!bots?.length}
      onChange={(event) => dispatch(botSelected(event.target.value))}
      helperText={helper}
      sx={{ minWidth: 220, maxWidth: 320 }}
      slotProps={{
        select: {
          renderValue: (value) => {
            const bot = bots?.find((candidate) => candidate.id === value);
            return bot ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <BotAvatar name={bot.name} avatar={bot.avatar} size={22} />
                <span>{bot.name}</span>
              </Stack>
            ) : null;
          },
        },
      }}
    >
      {(bots ?? []).map((bot) => (
        <MenuItem key={bot.id} value={bot.id}>
          <ListItemAvatar sx={{ minWidth: 40 }}>
            <BotAvatar name={bot.name} avatar={bot.avatar} size={28} />
          </ListItemAvatar>
          <ListItemText primary={bot.name} secondary={bot.status} />
        </MenuItem>
      ))}
    </TextField>
  );
}
