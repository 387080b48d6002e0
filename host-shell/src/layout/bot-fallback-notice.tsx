import Alert from '@mui/material/Alert';
import { useBotFallback, useSelectedBot } from '@switchboard/shared-data';

/** Says so when the sections moved to another bot because the chosen one is gone or hidden. */
export function BotFallbackNotice() {
  const { fellBack, dismiss } = useBotFallback();
  const { bot } = useSelectedBot();
  if (!fellBack) return null;
  return (
    <Alert severity="warning" onClose={dismiss} sx={{ mb: 2 }} data-testid="bot-fallback">
      The bot you chose before is no longer available to you. Sections now work on{' '}
      {bot ? <strong>{bot.name}</strong> : 'the first bot in the list'}.
    </Alert>
  );
}
