import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardKpi } from '../lib/dashboard-kpis';
import type { CallResult } from '../lib/group-status';

/** Read by screen readers, out of sight. */
const SCREEN_READER_ONLY = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** A headline figure with its daily trend, linking to the group that explains it. */
export function KpiTile({
  kpi,
  result,
  search,
}: {
  kpi: DashboardKpi;
  result: CallResult;
  search: string;
}) {
  const shown = kpi.value === null ? '–' : `${kpi.value}${kpi.unit ? ` ${kpi.unit}` : ''}`;
  return (
    <Card variant="outlined" component="section" aria-label={kpi.title} data-state={result.state}>
      <CardActionArea component={RouterLink} to={`${kpi.path}${search}`}>
        <CardContent>
          <Typography variant="body2" color="text.secondary" component="h2">
            {kpi.title}
          </Typography>
          {result.state === 'loading' ? (
            <Skeleton
              width="60%"
              height={40}
              role="progressbar"
              aria-label={`Loading ${kpi.title}`}
            />
          ) : result.state === 'failed' ? (
            <Typography color="error" variant="body2">
              {result.message}
            </Typography>
          ) : (
            <>
              <Typography variant="h4" component="p" data-testid="kpi-value">
                {shown}
              </Typography>
              {kpi.trend.length > 1 ? (
                <>
                  {/* The line is a picture of these numbers; the text says them. */}
                  <Box aria-hidden="true">
                    <SparkLineChart data={kpi.trend} height={40} disableKeyboardNavigation />
                  </Box>
                  <Box component="span" sx={SCREEN_READER_ONLY}>
                    {`${kpi.title} per day: ${kpi.trend.join(', ')}`}
                  </Box>
                </>
              ) : (
                <Typography variant="caption" color="text.secondary">
                  Not enough days for a trend
                </Typography>
              )}
            </>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
