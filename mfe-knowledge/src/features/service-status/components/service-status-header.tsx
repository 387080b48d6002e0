import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ApiError } from '@switchboard/shared-data';
import { useGetServiceHealthQuery, useGetServiceInfoQuery } from '../api/service-status-api';

/** The selected bot's service at a glance; a failure is said here and never blocks the page. */
export function ServiceStatusHeader({ botId, botName }: { botId: string; botName?: string }) {
  const health = useGetServiceHealthQuery({ botId });
  const info = useGetServiceInfoQuery({ botId });
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}
      aria-label="Knowledge service status"
      role="region"
    >
      <Chip label={botName ? `Bot: ${botName}` : 'Bot: loading…'} data-testid="section-bot" />
      {health.data ? (
        <Chip
          color={health.data.status === 'healthy' ? 'success' : 'warning'}
          label={`Service ${health.data.status}${health.data.index ? ` · ${health.data.index.documents} documents · ${health.data.index.webpages} pages · ${health.data.index.chunks} chunks` : ''}`}
          data-testid="service-health"
        />
      ) : null}
      {info.data ? (
        <Chip
          variant="outlined"
          label={`${info.data.name} v${info.data.version} · uploads up to ${Math.round(info.data.max_upload_bytes / (1024 * 1024))} MB`}
        />
      ) : null}
      {health.error ? (
        <Alert severity="warning" sx={{ py: 0 }}>
          {(health.error as ApiError).message}
        </Alert>
      ) : null}
      {info.error ? (
        <Alert severity="warning" sx={{ py: 0 }}>
          {(info.error as ApiError).message}
        </Alert>
      ) : null}
    </Stack>
  );
}
