import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId, useRef, type ReactNode } from 'react';
import { isEmptyView, type CardView } from '../lib/card-view';
import { chartToPng } from '../lib/chart-png';
import { viewToCsv } from '../lib/csv';
import type { CallResult } from '../lib/group-status';
import { CardChart } from './card-chart';
import { DataTable } from './data-table';
import { downloadFile, fileSafe, useToast } from '@switchboard/shared-ui';

export interface AnalyticsCardProps {
  title: string;
  description: string;
  result: CallResult;
  view: CardView | undefined;
  /** Under the chart, for links that act on the figures. */
  footer?: ReactNode;
}

const DRAWN = new Set<CardView['kind']>(['line', 'bar', 'gauge']);

/** One endpoint: its visual, the same numbers as a table, and exports of exactly those numbers. */
export function AnalyticsCard({ title, description, result, view, footer }: AnalyticsCardProps) {
  const headingId = useId();
  const chartRef = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const empty = !view || isEmptyView(view);
  const toast = useToast();
  const savePng = async () => {
    try {
      // The legend draws small markers as their own SVGs; the chart is the largest one.
      const svg = [...(chartRef.current?.querySelectorAll('svg') ?? [])].sort((a, b) => {
        const area = (element: SVGSVGElement) =>
          element.getBoundingClientRect().width * element.getBoundingClientRect().height;
        return area(b) - area(a);
      })[0];
      if (!svg) throw new Error('the chart is not on the page');
      downloadFile(`${fileSafe(title)}.png`, await chartToPng(svg, theme.palette.background.paper));
    } catch (error) {
      // The browser may refuse to draw or encode the image (memory, a tainted canvas).
      toast.error(
        `Could not save the chart as PNG: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-state={result.state === 'ok' ? (empty ? 'empty' : 'drawn') : result.state}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
        {result.state === 'loading' ? (
          // A loading placeholder with a name must say what it is: a progress bar.
          <Skeleton
            variant="rounded"
            height={180}
            role="progressbar"
            aria-label={`Loading ${title}`}
          />
        ) : result.state === 'failed' ? (
          <Alert severity="error">{result.message}</Alert>
        ) : empty ? (
          <Typography role="status" color="text.secondary">
            {view?.unavailable ?? 'No data yet in this period.'}
          </Typography>
        ) : (
          <>
            {view.unavailable ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {view.unavailable}
              </Typography>
            ) : null}
            <div ref={chartRef}>
              <CardChart view={view} label={title} />
            </div>
            {DRAWN.has(view.kind) ? (
              <Accordion disableGutters elevation={0} sx={{ mt: 1 }}>
                <AccordionSummary>The numbers</AccordionSummary>
                <AccordionDetails>
                  <DataTable view={view} caption={`${title}: the numbers`} />
                </AccordionDetails>
              </Accordion>
            ) : null}
            {footer}
          </>
        )}
      </CardContent>
      {result.state === 'ok' && view && !empty ? (
        <CardActions>
          <Button
            size="small"
            onClick={() => downloadFile(`${fileSafe(title)}.csv`, viewToCsv(view))}
          >
            Export CSV
          </Button>
          {DRAWN.has(view.kind) ? (
            <Button size="small" onClick={() => void savePng()}>
              Save PNG
            </Button>
          ) : null}
        </CardActions>
      ) : null}
    </Card>
  );
}
