import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BotModel } from '@switchboard/domain';
import { modelLabel } from '../lib/model-label';

/** How the bot answers now, and the re-embedding a change of model started. */
export function ReembedProgress({ model }: { model: BotModel }) {
  const { job } = model;
  const running = job?.status === 'running';
  const percent = job && job.total > 0 ? Math.round((100 * job.embedded) / job.total) : 0;
  return (
    <Stack spacing={1} sx={{ mt: 2 }} aria-live="polite">
      <Typography variant="body2">
        Retrieval:{' '}
        <strong>
          {model.retrieval === 'hybrid'
            ? `hybrid (keywords and ${modelLabel(model.model_id ?? '')})`
            : 'keywords (BM25) alone'}
        </strong>
      </Typography>
      {running ? (
        <>
          <Typography variant="body2">
            Re-embedding with {modelLabel(job.model_id)}: {job.embedded} of {job.total} chunks
          </Typography>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label="Re-embedding progress"
          />
          <Typography variant="body2" color="text.secondary">
            Answers use keyword search (BM25) alone until every chunk is embedded with the new
            model: the vectors of two models are never mixed.
          </Typography>
          {job.last_error ? <Alert severity="warning">Retrying: {job.last_error}</Alert> : null}
        </>
      ) : null}
      {job?.status === 'done' ? (
        <Typography variant="body2" color="text.secondary">
          Re-embedding done: {job.total} chunks embedded with {modelLabel(job.model_id)}.
        </Typography>
      ) : null}
    </Stack>
  );
}
