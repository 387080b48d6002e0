import Chip from '@mui/material/Chip';
import { useSelectedBot } from '@switchboard/shared-data';

/** Says which bot a bot-scoped page shows: the one chosen in the topbar (or the first bot). */
export function SelectedBotChip() {
  const { bot } = useSelectedBot();
  return (
    <Chip
      label={bot ? `Bot: ${bot.name}` : 'No bot selected'}
      data-testid="section-bot"
      sx={{ mb: 2 }}
    />
  );
}
