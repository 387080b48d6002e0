import { selectSelectedBotId, useAppSelector, useSelectedBot } from '@switchboard/shared-data';

/** The bot the topbar picker selected; every knowledge page works on its service. */
export function useKnowledgeBot(): { botId: string | null; botName: string | undefined } {
  const botId = useAppSelector(selectSelectedBotId);
  const { bot } = useSelectedBot();
  return { botId, botName: bot?.name };
}
