import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSelectedBot } from '@switchboard/shared-auth';
import { EmptyState, PageHeader } from '@switchboard/shared-ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { GroupBanner } from '../features/analytics/components/group-banner';
import { KpiTile } from '../features/analytics/components/kpi-tile';
import { PeriodPicker } from '../features/analytics/components/period-picker';
import { useAnalyticsGroup } from '../features/analytics/hooks/use-analytics-group';
import { usePeriod } from '../features/analytics/hooks/use-period';
import { DASHBOARD_ENDPOINTS, dashboardKpis } from '../features/analytics/lib/dashboard-kpis';

const AUTO_REFRESH = [
  { label: 'Off', ms: 0 },
  { label: 'Every minute', ms: 60_000 },
  { label: 'Every 5 minutes', ms: 300_000 },
];

export default function AnalyticsDashboardPage() {
  const { bot, isLoading } = useSelectedBot();
  const [period, setPeriod] = usePeriod();
  const { search } = useLocation();
  const fetch = useAnalyticsGroup('dashboard', DASHBOARD_ENDPOINTS, bot?.id, period);
  const [every, setEvery] = useState(0);
  const { refresh } = fetch;
  useEffect(() => {
    if (!every) return;
    const timer = setInterval(refresh, every);
    return () => clearInterval(timer);
  }, [every, refresh]);
  return (
    <>
      <PageHeader
        title="Analytics Dashboard"
        description="The headline figures of the selected bot."
        actions={
          bot ? (
            <>
              <TextField
                select
                size="small"
                label="Auto-refresh"
                value={every}
                onChange={(event) => setEvery(Number(event.target.value))}
                sx={{ minWidth: 160 }}
              >
                {AUTO_REFRESH.map((option) => (
                  <MenuItem key={option.ms} value={option.ms}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
              <Button variant="outlined" onClick={refresh}>
                Refresh
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
            onRetry={fetch.status.state === 'failed' ? refresh : fetch.retryFailed}
          />
          {fetch.status.state === 'failed' ? null : (
            <Grid container spacing={2}>
              {dashboardKpis(fetch.results).map((kpi) => (
                <Grid key={kpi.title} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <KpiTile
                    kpi={kpi}
                    result={fetch.results[kpi.source] ?? { state: 'loading' }}
                    search={search}
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
