import type { ApiError } from '@switchboard/shared-data';
import { PageHeader, useToast } from '@switchboard/shared-ui';
import { useCreateBotMutation } from '../features/bots/api/bots-api';
import { BotForm } from '../features/bots/components/bot-form';
import { EMPTY_BOT_FORM } from '../features/bots/components/bot-form-schema';

export default function BotCreatePage() {
  const [createBot] = useCreateBotMutation();
  const toast = useToast();
  return (
    <>
      <PageHeader title="New bot" description="Register an assistant and its knowledge service." />
      <BotForm
        defaultValues={EMPTY_BOT_FORM}
        submitLabel="Create bot"
        cancelTo="/bots"
        onSave={async (input) => {
          const bot = await createBot(input)
            .unwrap()
            .catch((error: ApiError) => {
              throw new Error(error.message);
            });
          toast.success('Bot created successfully');
          return `/bots/${bot.id}`;
        }}
      />
    </>
  );
}
