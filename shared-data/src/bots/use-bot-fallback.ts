import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/store';
import { rememberBot } from './remembered-bot';
import { botFallbackSeen, selectBotFellBack, selectSelectedBotId } from './selected-bot-slice';

/**
 * Whether the sections just moved to another bot because the chosen one is gone or no longer
 * visible. The bot they moved to is remembered, so the notice is said once, not on every load.
 */
export function useBotFallback(): { fellBack: boolean; dismiss: () => void } {
  const fellBack = useAppSelector(selectBotFellBack);
  const botId = useAppSelector(selectSelectedBotId);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (fellBack && botId) rememberBot(botId);
  }, [fellBack, botId]);
  return { fellBack, dismiss: () => dispatch(botFallbackSeen()) };
}
