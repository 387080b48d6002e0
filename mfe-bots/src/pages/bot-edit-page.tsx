import { useGetBotQuery } from '@switchboard/shared-auth';
import type { ApiError } from '@switchboard/shared-auth';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { PageHeader, useToast } from '@switchboard/shared-ui';
import { useParams } from 'react-router-dom';
import { apiErrorMessage, apiErrorStatus } from '../features/bots/api/api-error-message';
import { useUpdateBotMutation } from '../features/bots/api/update-bot';
import { BotForm } from '../features/bots/components/bot-form';
import { BotNotFound } from '../features/bots/components/bot-not-found';

export function BotEditPage() {
  const { id = '' } = useParams();
  const { data: bot, isLoading, error } = useGetBotQuery(id);
  const [updateBot] = useUpdateBotMutation();
  const toast = useToast();

  if (isLoading) return <LinearProgress aria-label="Loading bot" />;
  if (apiErrorStatus(error) === 404) return <BotNotFound />;
  if (!bot) return <Alert severity="error">{apiErrorMessage(error, 'Bot not found')}</Alert>;
  return (
    <>
      <PageHeader
        title={`Edit ${bot.name}`}
        description="Change the bot’s name, endpoint or description."
      />
      <BotForm
        // A fresh form per bot: its defaults are read once.
        key={bot.id}
        defaultValues={{
          name: bot.name,
          description: bot.description ?? '',
          botPath: bot.botPath,
          chatEndpoint: bot.chatEndpoint,
        }}
        submitLabel="Save changes"
        cancelTo={`/bots/${bot.id}`}
        onSave={async (changes) => {
          await updateBot({ id: bot.id, changes })
            .unwrap()
            .catch((failure: ApiError) => {
              throw new Error(failure.message);
            });
          toast.success('Bot updated successfully');
          return `/bots/${bot.id}`;
        }}
      />
    </>
  );
}
