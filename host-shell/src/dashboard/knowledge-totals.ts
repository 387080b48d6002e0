import type { Bot } from '@switchboard/domain';
import {
  botServiceApi,
  useAppSelector,
  type BotServiceHealth,
  type RootState,
} from '@switchboard/shared-data';

type Counted = 'documents' | 'webpages' | 'chunks';

/** A bot's counts as its health reports them; a service that says less counts as none. */
export function healthCount(health: BotServiceHealth | undefined, key: Counted): number {
  const index = health?.index;
  return index && typeof index === 'object' ? (index[key] ?? 0) : 0;
}

type HealthState = Parameters<ReturnType<typeof botServiceApi.endpoints.getBotHealth.select>>[0];

// The store's type knows the empty base API, not the tag types endpoints add to it.
const healthOf = (state: RootState, botId: string) =>
  botServiceApi.endpoints.getBotHealth.select(botId)(state as unknown as HealthState);

const total = (state: RootState, bots: Bot[], key: Counted) =>
  bots.reduce((sum, bot) => sum + healthCount(healthOf(state, bot.id).data, key), 0);

/**
 * The knowledge of every bot the user may see, summed from their health answers (which
 * the bot health list fetches and every knowledge change invalidates), so the card follows
 * each upload, crawl and delete without a reload. `pending` until every bot answered.
 */
export function useBotKnowledgeTotals(bots: Bot[]) {
  const documents = useAppSelector((state) => total(state, bots, 'documents'));
  const webpages = useAppSelector((state) => total(state, bots, 'webpages'));
  const chunks = useAppSelector((state) => total(state, bots, 'chunks'));
  const pending = useAppSelector((state) => bots.some((bot) => healthOf(state, bot.id).isLoading));
  return { documents, webpages, chunks, pending };
}
