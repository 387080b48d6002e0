import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useGetBotApiInfoQuery, useGetBotHealthQuery } from '@switchboard/shared-data';
import { apiErrorMessage } from '../api/api-error-message';
import { DetailList } from './detail-list';

function stateOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'status' in value) return String(value.status);
  return undefined;
}

function uptimeText(seconds: number | undefined): string | undefined {
  if (seconds === undefined) return undefined;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours ? `${hours} h ${minutes} min` : `${minutes} min ${seconds % 60} s`;
}

function Unavailable({ what, error }: { what: string; error: unknown }) {
  return (
    <Typography color="text.secondary">
      {what} unavailable ({apiErrorMessage(error, `Failed to fetch ${what.toLowerCase()}`)})
    </Typography>
  );
}

/** The bot's own service may be down or unreachable; that is reported here, never as a page failure. */
export function BotServicePanel({ botId }: { botId: string }) {
  const health = useGetBotHealthQuery(botId);
  const info = useGetBotApiInfoQuery(botId);
  const retriever = info.data?.retriever;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Knowledge service
        </Typography>
        <Typography variant="subtitle2" component="h3">
          Health
        </Typography>
        {health.isLoading ? <CircularProgress size={20} aria-label="Loading health" /> : null}
        {health.error ? <Unavailable what="Health" error={health.error} /> : null}
        {health.data ? (
          <DetailList
            items={[
              ['Status', health.data.status],
              ['Database', stateOf(health.data.database)],
              ['Index', stateOf(health.data.index)],
              ['Uptime', uptimeText(health.data.uptime_seconds ?? health.data.uptime)],
            ]}
          />
        ) : null}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          API info
        </Typography>
        {info.isLoading ? <CircularProgress size={20} aria-label="Loading API info" /> : null}
        {info.error ? <Unavailable what="API info" error={info.error} /> : null}
        {info.data ? (
          <DetailList
            items={[
              ['Name', info.data.name],
              ['Version', info.data.version],
              ['Retriever', typeof retriever === 'string' ? retriever : retriever?.type],
              ['Endpoints', info.data.endpoints?.length?.toString()],
            ]}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
