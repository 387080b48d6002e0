import { useSelectedBot } from '@switchboard/shared-data';
import { useAnalyticsGroup } from './use-analytics-group';
import { usePeriod } from './use-period';

/** A page's analytics: the selected bot, the period in the address and the group fetch. */
export function useBotAnalytics(group: string, endpoints: readonly string[]) {
  const { bot, isLoading } = useSelectedBot();
  const [period, setPeriod] = usePeriod();
  const fetch = useAnalyticsGroup(group, endpoints, bot?.id, period);
  return { bot, botLoading: isLoading, period, setPeriod, fetch };
}

export type BotAnalytics = ReturnType<typeof useBotAnalytics>;
