import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { Gauge } from '@mui/x-charts/Gauge';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CardView } from '../lib/card-view';
import { CHART_MARGIN, axisLabel, categoryAxis, numeric, valueAxis } from '../lib/chart-axes';
import { DataTable } from './data-table';

const CHART_HEIGHT = 240;

/**
 * The visual of a card. Colours come from the charts' own palette, which has a
 * light and a dark variant and follows the console theme's mode.
 */
export function CardChart({ view, label }: { view: CardView; label: string }) {
  const x = view.x ?? view.columns[0]!.key;
  const measures = view.columns.filter((column) => column.key !== x);
  if (view.kind === 'line' || view.kind === 'bar') {
    const labels = view.rows.map((row) => axisLabel(row[x]));
    const series = measures.map((column) => ({
      data: numeric(view.rows, column.key),
      label: column.label,
      valueFormatter: (value: number | null) =>
        value === null ? '–' : `${value}${column.unit ? ` ${column.unit}` : ''}`,
    }));
    const common = {
      height: CHART_HEIGHT,
      series,
      hideLegend: series.length < 2,
      yAxis: [valueAxis(series.map((one) => one.data))],
      margin: CHART_MARGIN,
      'aria-label': label,
      // The card's data table is the keyboard and screen-reader view of these numbers; the
      // chart's own point-by-point navigation made an unnamed Tab stop of every chart.
      disableKeyboardNavigation: true,
    };
    return view.kind === 'line' ? (
      <LineChart {...common} xAxis={[{ scaleType: 'point', ...categoryAxis(labels) }]} />
    ) : (
      <BarChart {...common} xAxis={[{ scaleType: 'band', ...categoryAxis(labels) }]} />
    );
  }
  if (view.kind === 'gauge') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Gauge
          width={140}
          height={140}
          value={view.gauge ?? 0}
          valueMin={0}
          valueMax={100}
          text={view.gauge === null || view.gauge === undefined ? '–' : `${view.gauge}%`}
          aria-label={label}
        />
        <KpiList view={view} />
      </Box>
    );
  }
  if (view.kind === 'kpis') return <KpiList view={view} />;
  return <DataTable view={view} caption={label} />;
}

function KpiList({ view }: { view: CardView }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 2,
        m: 0,
      }}
    >
      {view.rows.map((row) => (
        <Box key={String(row.measure)} sx={{ m: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {row.measure}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {row.value === null ? '–' : `${row.value}${row.unit ? ` ${row.unit}` : ''}`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
