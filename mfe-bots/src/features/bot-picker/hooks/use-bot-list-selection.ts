import type { Bot } from '@switchboard/domain';
import { botListLoaded, useAppDispatch } from '@switchboard/shared-data';
import { useEffect } from 'react';

/** Whenever the bot list arrives, the first bot becomes selected if none (still) is. */
export function useBotListSelection(bots: readonly Bot[] | undefined) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (bots) dispatch(botListLoaded(bots.map((bot) => bot.id)));
  }, [bots, dispatch]);
}
