import { baseApi, useAppDispatch } from '@switchboard/shared-data';
import { useEffect, useRef } from 'react';
import { botListTag } from '../lib/bot-arg';

/** How often a list with rows on their way through the pipeline is read again. */
export const FOLLOW_MS = 1000;
const countsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Collection'] });

/**
 * Once the last row of a list settles (ready, failed or gone), the bot's counts
 * (collections, the header's health) are refreshed: chunks were added or dropped
 * without a mutation of this page.
 */
export function useCountsAfterSettling(botId: string | null | undefined, running: boolean): void {
  const dispatch = useAppDispatch();
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running && botId)
      dispatch(countsApi.util.invalidateTags([botListTag('Collection', botId)]));
    wasRunning.current = running;
  }, [botId, dispatch, running]);
}
