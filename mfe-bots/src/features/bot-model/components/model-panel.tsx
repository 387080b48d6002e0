import CircularProgress from '@mui/material/CircularProgress';
import { ApiErrorAlert, SectionCard } from '@switchboard/shared-ui';
import { useGetBotModelQuery } from '../api/bot-model-api';
import { ModelForm } from './model-form';
import { ReembedProgress } from './reembed-progress';

// How often a running re-embedding's progress is read.
const PROGRESS_POLL_MS = 1_000;

/** A bot's "Model" panel: which model embeds its knowledge, a test of it, and the re-embedding's progress. */
export function ModelPanel({ botId }: { botId: string }) {
  const { data, error, isLoading } = useGetBotModelQuery(botId);
  const running = data?.job?.status === 'running';
  useGetBotModelQuery(botId, { pollingInterval: running ? PROGRESS_POLL_MS : 0, skip: !running });
  return (
    <SectionCard title="Model">
      {isLoading ? <CircularProgress size={20} aria-label="Loading model" /> : null}
      <ApiErrorAlert error={error} />
      {data?.source ? (
        <>
          {/* Saved anew, the form starts from what the server kept. */}
          <ModelForm
            key={`${data.source} ${data.base_url} ${data.model} ${data.api_key_set}`}
            botId={botId}
            saved={data}
          />
          <ReembedProgress model={data} />
        </>
      ) : null}
    </SectionCard>
  );
}
