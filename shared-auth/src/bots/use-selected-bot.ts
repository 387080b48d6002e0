import { baseApi } from '../api/base-api';
import { useAppSelector } from '../store/store';
import { selectSelectedBotId } from './selected-bot-slice';

export interface SelectedBot {
  id: string;
  name: string;
  botPath: string;
  status: string;
}

const selectedBotApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    selectedBotDetails: build.query<SelectedBot, string>({
      query: (id) => ({
        url: `/api/bots/${encodeURIComponent(id)}`,
        errorMessage: 'Bot not found',
      }),
      providesTags: (_bot, _error, id) => [{ type: 'Bot', id }],
    }),
  }),
});

/** The bot every section works on, as chosen in the topbar (or the first bot). */
export function useSelectedBot(): { bot: SelectedBot | undefined; isLoading: boolean } {
  const botId = useAppSelector(selectSelectedBotId);
  const { data, isLoading } = selectedBotApi.useSelectedBotDetailsQuery(botId ?? '', {
    skip: !botId,
  });
  return { bot: botId ? data : undefined, isLoading };
}
