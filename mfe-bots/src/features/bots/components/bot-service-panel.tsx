import CircularProgress from '@mui/material/CircularProgress';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import {
  useGetBotApiInfoQuery,
  useGetBotHealthQuery,
  type BotServiceHealth,
  type BotServiceInfo,
} from '@switchboard/shared-data';
import { SectionCard } from '@switchboard/shared-ui';
import type { ComponentProps } from 'react';
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

type DetailItems = ComponentProps<typeof DetailList>['items'];

const healthDetails = (health: BotServiceHealth): DetailItems => [
  ['Status', health.status],
  ['Database', stateOf(health.database)],
  ['Index', stateOf(health.index)],
  ['Uptime', uptimeText(health.uptime_seconds ?? health.uptime)],
];

const infoDetails = ({ name, version, retriever, endpoints }: BotServiceInfo): DetailItems => [
  ['Name', name],
  ['Version', version],
  ['Retriever', typeof retriever === 'string' ? retriever : retriever?.type],
  ['Endpoints', endpoints?.length?.toString()],
];

/** One answer of the service: a spinner while it loads, the reason it failed, or its details. */
function ServiceAnswer<Answer>({
  what,
  loadingLabel,
  answer,
  details,
  sx,
}: {
  what: string;
  loadingLabel: string;
  answer: { isLoading: boolean; error?: unknown; data?: Answer };
  details: (data: Answer) => DetailItems;
  sx?: TypographyProps['sx'];
}) {
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={sx}>
        {what}
      </Typography>
      {answer.isLoading ? <CircularProgress size={20} aria-label={loadingLabel} /> : null}
      {answer.error ? <Unavailable what={what} error={answer.error} /> : null}
      {answer.data ? <DetailList items={details(answer.data)} /> : null}
    </>
  );
}

/** The bot's own service may be down or unreachable; that is reported here, never as a page failure. */
export function BotServicePanel({ botId }: { botId: string }) {
  const health = useGetBotHealthQuery(botId);
  const info = useGetBotApiInfoQuery(botId);
  return (
    <SectionCard title="Knowledge service">
      <ServiceAnswer
        what="Health"
        loadingLabel="Loading health"
        answer={health}
        details={healthDetails}
      />
      <ServiceAnswer
        what="API info"
        loadingLabel="Loading API info"
        answer={info}
        details={infoDetails}
        sx={{ mt: 2 }}
      />
    </SectionCard>
  );
}
