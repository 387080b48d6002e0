import { staleRowOf, useGetBotQuery, type ApiError } from '@switchboard/shared-data';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { PageHeader, useStaleWrite, useToast } from '@switchboard/shared-ui';
import { useParams } from 'react-router-dom';
import { apiErrorMessage, apiErrorStatus } from '../features/bots/api/api-error-message';
import type { Bot } from '../features/bots/api/bot';
import { useUpdateBotMutation } from '../features/bots/api/bots-api';
import { BotForm } from '../features/bots/components/bot-form';
import type { BotFormValues } from '../features/bots/components/bot-form-schema';
import { BotNotFound } from '../features/bots/components/bot-not-found';

const formValues = (bot: Bot): BotFormValues => ({
  name: bot.name,
  description: bot.description ?? '',
  botPath: bot.botPath,
  chatEndpoint: bot.chatEndpoint,
});

/** Edits the version of the bot it opened with; a save someone else made since is not overwritten unasked. */
function BotEditForm({ bot }: { bot: Bot }) {
  const [updateBot] = useUpdateBotMutation();
  const toast = useToast();
  const edit = useStaleWrite(bot);
  return (
    <BotForm
      defaultValues={formValues(bot)}
      submitLabel="Save changes"
      cancelTo={`/bots/${bot.id}`}
      theirs={edit.theirs ? formValues(edit.theirs) : null}
      onTakeTheirs={edit.takeTheirs}
      onSave={async (changes) => {
        const base = edit.base() ?? bot;
        await updateBot({ id: bot.id, changes, updatedAt: base.updatedAt })
          .unwrap()
          .catch((failure: ApiError) => {
            const stale = staleRowOf<Bot>(failure);
            if (stale) edit.refusedWith(stale);
            throw new Error(failure.message);
          });
        toast.success('Bot updated successfully');
        return `/bots/${bot.id}`;
      }}
    />
  );
}

export default function BotEditPage() {
  const { id = '' } = useParams();
  const { data: bot, isLoading, error } = useGetBotQuery(id);

  if (isLoading) return <LinearProgress aria-label="Loading bot" />;
  if (apiErrorStatus(error) === 404) return <BotNotFound />;
  if (!bot) return <Alert severity="error">{apiErrorMessage(error, 'Bot not found')}</Alert>;
  return (
    <>
      <PageHeader
        title={`Edit ${bot.name}`}
        description="Change the bot’s name, endpoint or description."
      />
      {/* A fresh form per bot: its defaults are read once. */}
      <BotEditForm key={bot.id} bot={bot} />
    </>
  );
}
