import type { Bot } from '@switchboard/domain';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/store';
import { useGetBotQuery, useGetBotsQuery } from './bots-api';
import { botListLoaded, selectSelectedBotId } from './selected-bot-slice';

/**
 * The bot every section works on, as chosen in the topbar. While none is chosen this
 * loads the bot list and applies the first-bot rule itself, so a section gets a bot
 * even when the Bots remote (and its picker) is down.
 */
export function useSelectedBot(): { bot: Bot | undefined; isLoading: boolean } {
  const botId = useAppSelector(selectSelectedBotId);
  const dispatch = useAppDispatch();
  const list = useGetBotsQuery(undefined, { skip: Boolean(botId) });
  useEffect(() => {
    if (!botId && list.data) dispatch(botListLoaded(list.data.map((bot) => bot.id)));
  }, [botId, list.data, dispatch]);
  const { data, isLoading } = useGetBotQuery(botId ?? '', { skip: !botId });
  return { bot: botId ? data : undefined, isLoading: isLoading || list.isLoading };
}
