import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useSelectedBot } from '@switchboard/shared-auth';
import { EmptyState, PageHeader } from '@switchboard/shared-ui';
import { useMemo } from 'react';
import { useAnalyticsGroup } from '../hooks/use-analytics-group';
import { usePeriod } from '../hooks/use-period';
import type { CallResult } from '../lib/group-status';
import type { AnalyticsGroupDefinition } from '../lib/groups/group-definition';
import { download, fileSafe } from '../lib/download';
import { pageZip } from '../lib/page-export';
import { GroupBanner } from './group-banner';
import { GroupCard } from './group-card';
import { PeriodPicker } from './period-picker';

const LOADING: CallResult = { state: 'loading' };

/** A group page: every endpoint of the group as a card, for the selected bot and the period. */
export function GroupPage({ group }: { group: AnalyticsGroupDefinition }) {
  const { bot, isLoading } = useSelectedBot();
  const [period, setPeriod] = usePeriod();
  const endpoints = useMemo(() => group.cards.map((card) => card.endpoint), [group]);
  const fetch = useAnalyticsGroup(group.name, endpoints, bot?.id, period);
  const cards = group.cards.map((card) => ({
    card,
    result: fetch.results[card.endpoint] ?? LOADING,
  }));
  const exportPage = async () => {
    const drawn = cards.flatMap(({ card, result }) =>
      result.state === 'ok' ? [{ title: card.title, view: card.view(result.data) }] : [],
    );
    download(`${fileSafe(group.title)}.zip`, await pageZip(drawn));
  };
  return (
    <>
      <PageHeader
        title={group.title}
        description={group.description}
        actions={
          bot ? (
            <>
              <Button variant="outlined" onClick={fetch.refresh}>
                Refresh
              </Button>
              <Button
                variant="outlined"
                disabled={!cards.some(({ result }) => result.state === 'ok')}
                onClick={() => void exportPage()}
              >
                Export page
              </Button>
            </>
          ) : undefined
        }
      />
      {!bot ? (
        isLoading ? null : (
          <EmptyState
            title="No bot selected"
            message="Choose a bot in the top bar to see its figures."
          />
        )
      ) : (
        <>
          <Stack sx={{ mb: 2 }}>
            <PeriodPicker period={period} onChange={setPeriod} />
          </Stack>
          <GroupBanner
            status={fetch.status}
            onRetry={fetch.status.state === 'failed' ? fetch.refresh : fetch.retryFailed}
          />
          {fetch.status.state === 'failed' ? null : (
            <Grid container spacing={2}>
              {cards.map(({ card, result }) => (
                <Grid key={card.endpoint} size={{ xs: 12, md: 6 }}>
                  <GroupCard card={card} result={result} />
                </Grid>
              ))}
            </Grid>
          )}
        </>
      )}
    </>
  );
}
