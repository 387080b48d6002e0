import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  useGetBotApiInfoQuery,
  useGetBotHealthQuery,
  type BotServiceHealth,
} from '@switchboard/shared-data';
import { ApiErrorAlert } from '@switchboard/shared-ui';

function indexText(index: BotServiceHealth['index']): string {
  if (!index || typeof index !== 'object') return '';
  return ` · ${index.documents} documents · ${index.webpages} pages · ${index.chunks} chunks`;
}

const uploadText = (bytes: number | undefined) =>
  bytes === undefined ? '' : ` · uploads up to ${Math.round(bytes / (1024 * 1024))} MB`;

/** The selected bot's service at a glance; a failure is said here and never blocks the page. */
export function ServiceStatusHeader({ botId, botName }: { botId: string; botName?: string }) {
  const health = useGetBotHealthQuery(botId);
  const info = useGetBotApiInfoQuery(botId);
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
          label={`Service ${health.data.status}${indexText(health.data.index)}`}
          data-testid="service-health"
        />
      ) : null}
      {info.data ? (
        <Chip
          variant="outlined"
          label={`${info.data.name} v${info.data.version}${uploadText(info.data.max_upload_bytes)}`}
        />
      ) : null}
      <ApiErrorAlert error={health.error} severity="warning" sx={{ py: 0 }} />
      <ApiErrorAlert error={info.error} severity="warning" sx={{ py: 0 }} />
    </Stack>
  );
}
