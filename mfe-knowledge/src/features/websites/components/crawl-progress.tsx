import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiErrorAlert } from '@switchboard/shared-ui';
import { useEffect, useState } from 'react';
import { crawlFinished } from '../api/webpage';
import {
  useCancelCrawlMutation,
  useGetCrawlJobQuery,
  useRefreshWebpagesMutation,
} from '../api/websites-api';
import { CrawlSkipsDialog } from './crawl-skips-dialog';

export const CRAWL_POLL_MS = 1000;

export interface CrawlProgressProps {
  botId: string;
  jobId: string;
  onDismiss: () => void;
}

/** The job's live counts, polled until it ends; every newly fetched page refreshes the list. */
export function CrawlProgress({ botId, jobId, onDismiss }: CrawlProgressProps) {
  const [polling, setPolling] = useState(true);
  const [showSkips, setShowSkips] = useState(false);
  const { data: current, error } = useGetCrawlJobQuery(
    { botId, jobId },
    { pollingInterval: polling ? CRAWL_POLL_MS : 0, skipPollingIfUnfocused: false },
  );
  const finished = crawlFinished(current);
  // Polling stops with the job: its result no longer changes.
  if (finished && polling) setPolling(false);
  const [cancel, cancellation] = useCancelCrawlMutation();
  const [refresh] = useRefreshWebpagesMutation();
  const fetched = current?.pages_fetched ?? 0;
  useEffect(() => {
    if (fetched > 0 || finished) void refresh({ botId });
  }, [botId, fetched, finished, refresh]);

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
      aria-label="Crawl progress"
      data-testid="crawl-progress"
    >
      <Stack spacing={1}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
            Crawl of {current?.url ?? '…'}:{' '}
            <span data-testid="crawl-status">{current?.status ?? 'queued'}</span>
          </Typography>
          {finished ? (
            <Button onClick={onDismiss}>Dismiss</Button>
          ) : (
            <Button
              color="error"
              disabled={cancellation.isLoading}
              onClick={() => void cancel({ botId, jobId })}
            >
              Cancel crawl
            </Button>
          )}
        </Stack>
        {!finished ? <LinearProgress aria-label="Crawling" /> : null}
        <Typography data-testid="crawl-counts">
          Queued {current?.pages_queued ?? 0} · Fetched {current?.pages_fetched ?? 0} · Skipped{' '}
          {current?.pages_skipped ?? 0} · Failed {current?.pages_failed ?? 0}
        </Typography>
        {current?.pages_skipped ? (
          <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => setShowSkips(true)}>
            Which pages were skipped, and why
          </Button>
        ) : null}
        {showSkips && current ? (
          <CrawlSkipsDialog
            botId={botId}
            jobId={jobId}
            url={current.url}
            onClose={() => setShowSkips(false)}
          />
        ) : null}
        {current?.current_url ? (
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            Fetching {current.current_url}
          </Typography>
        ) : null}
        {current?.error ? <Alert severity="error">{current.error}</Alert> : null}
        <ApiErrorAlert error={error} />
        <ApiErrorAlert error={cancellation.error} />
      </Stack>
    </Paper>
  );
}
