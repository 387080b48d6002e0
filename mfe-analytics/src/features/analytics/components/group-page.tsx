import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { downloadFile, fileSafe, useToast } from '@switchboard/shared-ui';
import { useMemo, type ReactNode } from 'react';
import { useBotAnalytics } from '../hooks/use-bot-analytics';
import type { CallResult } from '../lib/group-status';
import type { AnalyticsGroupDefinition } from '../lib/groups/group-definition';
import { BotAnalyticsLayout } from './bot-analytics-layout';
import { GroupCard } from './group-card';

const LOADING: CallResult = { state: 'loading' };

/** A group page: every endpoint of the group as a card, for the selected bot and the period. */
export function GroupPage({
  group,
  children,
}: {
  group: AnalyticsGroupDefinition;
  /** Sections of the page below the group's cards. */
  children?: ReactNode;
}) {
  const endpoints = useMemo(() => group.cards.map((card) => card.endpoint), [group]);
  const analytics = useBotAnalytics(group.name, endpoints);
  const cards = group.cards.map((card) => ({
    card,
    result: analytics.fetch.results[card.endpoint] ?? LOADING,
  }));
  const toast = useToast();
  const exportPage = async () => {
    const drawn = cards.flatMap(({ card, result }) =>
      result.state === 'ok' ? [{ title: card.title, view: card.view(result.data) }] : [],
    );
    try {
      // JSZip is 100 KB that only this button needs, and the menu prefetches this page on
      // every signed-in load. Fetched on the click, it can fail like any request.
      const { pageZip } = await import('../lib/page-export');
      downloadFile(`${fileSafe(group.title)}.zip`, await pageZip(drawn));
    } catch (error) {
      toast.error(
        `Could not export the page: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  return (
    <BotAnalyticsLayout
      title={group.title}
      description={group.description}
      analytics={analytics}
      actions={
        <Button
          variant="outlined"
          disabled={!cards.some(({ result }) => result.state === 'ok')}
          onClick={() => void exportPage()}
        >
          Export page
        </Button>
      }
    >
      <Grid container spacing={2}>
        {cards.map(({ card, result }) => (
          <Grid key={card.endpoint} size={{ xs: 12, md: 6 }}>
            <GroupCard card={card} result={result} />
          </Grid>
        ))}
      </Grid>
      {children}
    </BotAnalyticsLayout>
  );
}
