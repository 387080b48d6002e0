import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BotAnalyticsLayout } from '../features/analytics/components/bot-analytics-layout';
import { KpiTile } from '../features/analytics/components/kpi-tile';
import { useBotAnalytics } from '../features/analytics/hooks/use-bot-analytics';
import { DASHBOARD_ENDPOINTS, dashboardKpis } from '../features/analytics/lib/dashboard-kpis';

const AUTO_REFRESH = [
  { label: 'Off', ms: 0 },
  { label: 'Every minute', ms: 60_000 },
  { label: 'Every 5 minutes', ms: 300_000 },
];

export default function AnalyticsDashboardPage() {
  const analytics = useBotAnalytics('dashboard', DASHBOARD_ENDPOINTS);
  const { results, refresh } = analytics.fetch;
  const { search } = useLocation();
  const [every, setEvery] = useState(0);
  useEffect(() => {
    if (!every) return;
    const timer = setInterval(refresh, every);
    return () => clearInterval(timer);
  }, [every, refresh]);
  return (
    <BotAnalyticsLayout
      title="Analytics Dashboard"
      description="The headline figures of the selected bot."
      analytics={analytics}
      actions={
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
      }
    >
      <Grid container spacing={2}>
        {dashboardKpis(results).map((kpi) => (
          <Grid key={kpi.title} size={{ xs: 12, sm: 6, lg: 4 }}>
            <KpiTile
              kpi={kpi}
              result={results[kpi.source] ?? { state: 'loading' }}
              search={search}
            />
          </Grid>
        ))}
      </Grid>
    </BotAnalyticsLayout>
  );
}
