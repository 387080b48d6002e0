import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useSelectedBot } from '@switchboard/shared-auth';
import { EmptyState, PageHeader } from '@switchboard/shared-ui';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAnalyticsGroup } from '../hooks/use-analytics-group';
import { usePeriod } from '../hooks/use-period';
import type { AnalyticsGroupDefinition } from '../lib/groups';
import { download, fileSafe } from '../lib/download';
import { pageZip } from '../lib/page-export';
import { AnalyticsCard } from './analytics-card';
import { GroupBanner } from './group-banner';
import { PeriodPicker } from './period-picker';

/** A group page: every endpoint of the group as a card, for the selected bot and the period. */
export function GroupPage({ group }: { group: AnalyticsGroupDefinition }) {
  const { bot, isLoading } = useSelectedBot();
  const [period, setPeriod] = usePeriod();
  const endpoints = useMemo(() => group.cards.map((card) => card.endpoint), [group]);
  const fetch = useAnalyticsGroup(group.name, endpoints, bot?.id, period);
  const cards = group.cards.map((card) => {
    const result = fetch.results[card.endpoint] ?? { state: 'loading' as const };
    return { card, result, view: result.state === 'ok' ? card.view(result.data) : undefined };
  });
  const exportPage = async () => {
    const drawn = cards.flatMap(({ card, view }) => (view ? [{ title: card.title, view }] : []));
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
                disabled={!cards.some(({ view }) => view)}
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
              {cards.map(({ card, result, view }) => (
                <Grid key={card.endpoint} size={{ xs: 12, md: 6 }}>
                  <AnalyticsCard
                    title={card.title}
                    description={card.description}
                    result={result}
                    view={view}
                    footer={
                      card.link ? (
                        <Link
                          component={RouterLink}
                          to={card.link.to}
                          sx={{ display: 'inline-block', mt: 1 }}
                        >
                          {card.link.label}
                        </Link>
                      ) : undefined
                    }
                  />
                </Grid>
              ))}
            </Grid>
          )}
        </>
      )}
    </>
  );
}
