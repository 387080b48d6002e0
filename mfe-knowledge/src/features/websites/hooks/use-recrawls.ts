import type { ApiError } from '@switchboard/shared-data';
import { useToast } from '@switchboard/shared-ui';
import { useCallback, useState } from 'react';
import type { RecrawlState } from '../components/webpages-list';
import { useRecrawlWebpageMutation, useRefreshWebpagesMutation } from '../api/websites-api';

/** Recrawls pages one after another (politely), tracking each row's progress. */
export function useRecrawls(botId: string) {
  const [states, setStates] = useState<Record<string, RecrawlState>>({});
  const [recrawl] = useRecrawlWebpageMutation();
  const [refresh] = useRefreshWebpagesMutation();
  const toast = useToast();
  const run = useCallback(
    async (ids: string[]) => {
      setStates((current) => ({
        ...current,
        ...Object.fromEntries(ids.map((id) => [id, 'running' as const])),
      }));
      let failed = 0;
      for (const id of ids) {
        const result = await recrawl({ botId, id });
        if ('error' in result) {
          failed += 1;
          toast.error((result.error as ApiError).message);
        }
        setStates((current) => ({ ...current, [id]: 'error' in result ? 'failed' : 'done' }));
      }
      await refresh({ botId });
      if (failed === 0)
        toast.success(
          ids.length === 1 ? 'Web page recrawled' : `${ids.length} web pages recrawled`,
        );
    },
    [botId, recrawl, refresh, toast],
  );
  return { states, run };
}
