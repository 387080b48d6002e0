import Grid from '@mui/material/Grid';
import { useGetBotsQuery } from '@switchboard/shared-data';
import { useOverviewCountQuery, useOverviewKnowledgeQuery } from './dashboard-api';
import { BotHealthList } from './bot-health-list';
import { useBotKnowledgeTotals } from './knowledge-totals';
import { CountCard } from './count-card';

interface Count {
  label: string;
  value: number | undefined;
  query: { isLoading: boolean; error?: { message?: string } };
  detail?: string;
}

/** Figures a bot admin checks first: how many of everything, and whether each bot answers. */
export function AdminOverview() {
  const bots = useGetBotsQuery();
  const conversations = useOverviewCountQuery('conversations');
  const businesses = useOverviewCountQuery('businesses');
  const knowledge = useOverviewKnowledgeQuery();
  const active = bots.data?.filter((bot) => bot.status === 'ACTIVE').length ?? 0;
  const botKnowledge = useBotKnowledgeTotals(bots.data ?? []);
  const botCount = bots.data?.length ?? 0;
  const counts: Count[] = [
    {
      label: 'Bots',
      value: bots.data?.length,
      query: bots,
      detail: bots.data ? `${active} active` : undefined,
    },
    { label: 'Conversations', value: conversations.data, query: conversations },
    { label: 'Businesses', value: businesses.data, query: businesses },
    {
      // Every bot's own knowledge the user may see, and the general service's.
      label: 'Knowledge documents',
      value: knowledge.data ? knowledge.data.total_documents + botKnowledge.documents : undefined,
      query: { ...knowledge, isLoading: knowledge.isLoading || botKnowledge.pending },
      detail: knowledge.data
        ? `${knowledge.data.total_webpages + botKnowledge.webpages} web pages, ${
            knowledge.data.total_chunks + botKnowledge.chunks
          } chunks · ${botCount} ${botCount === 1 ? 'bot' : 'bots'} and the general service`
        : undefined,
    },
  ];
  return (
    <Grid container spacing={2}>
      {counts.map(({ label, value, query, detail }) => (
        <Grid key={label} size={{ xs: 12, sm: 6, lg: 3 }}>
          <CountCard
            label={label}
            value={value}
            loading={query.isLoading}
            error={query.error?.message}
            detail={detail}
          />
        </Grid>
      ))}
      <Grid size={12}>
        <BotHealthList bots={bots.data ?? []} />
      </Grid>
    </Grid>
  );
}
