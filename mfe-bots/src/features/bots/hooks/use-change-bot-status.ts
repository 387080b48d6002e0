import { useToast } from '@switchboard/shared-ui';
import { useCallback } from 'react';
import type { ApiError } from '@switchboard/shared-data';
import type { Bot, BotStatus } from '../api/bot';
import { useUpdateBotStatusMutation } from '../api/bots-api';

/** Changes a bot's status optimistically; the endpoint rolls back, this tells the user. */
export function useChangeBotStatus() {
  const [updateStatus] = useUpdateBotStatusMutation();
  const toast = useToast();
  return useCallback(
    (bot: Pick<Bot, 'id' | 'name'>, status: BotStatus) => {
      updateStatus({ id: bot.id, status })
        .unwrap()
        .then(
          () => toast.success(`${bot.name} is now ${status}`),
          (error: ApiError) => toast.error(error.message),
        );
    },
    [updateStatus, toast],
  );
}
