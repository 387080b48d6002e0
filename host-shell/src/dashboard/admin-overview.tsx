import Grid from '@mui/material/Grid';
import { useGetBotsQuery } from '@switchboard/shared-data';
import { useOverviewCountQuery, useOverviewKnowledgeQuery } from './dashboard-api';
import { BotHealthList } from './bot-health-list';
import { CountCard } from './count-card';

/** Figures a bot admin checks first: how many of everything, and whether each bot answers. */
export function AdminOverview() {
  const bots = useGetBotsQuery();
  const conversations = useOverviewCountQuery('conversations');
  const businesses = useOverviewCountQuery('businesses');
  const knowledge = useOverviewKnowledgeQuery();
  const active = bots.data?.filter((bot) => bot.status === 'ACTIVE').length ?? 0;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <CountCard
          label="Bots"
          value={bots.data?.length}
          loading={bots.isLoading}
          error={bots.error?.message}
          detail={bots.data ? `${active} active` : undefined}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <CountCard
          label="Conversations"
          value={conversations.data}
          loading={conversations.isLoading}
          error={conversations.error?.message}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <CountCard
          label="Businesses"
          value={businesses.data}
          loading={businesses.isLoading}
          error={businesses.error?.message}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <CountCard
          label="Knowledge documents"
          value={knowledge.data?.total_documents}
          loading={knowledge.isLoading}
          error={knowledge.error?.message}
          detail={
            knowledge.data
              ? `${knowledge.data.total_webpages} web pages, ${knowledge.data.total_chunks} chunks`
              : undefined
          }
        />
      </Grid>
      <Grid size={12}>
        <BotHealthList bots={bots.data ?? []} />
      </Grid>
    </Grid>
  );
}
