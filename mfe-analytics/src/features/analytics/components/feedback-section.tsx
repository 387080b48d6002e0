import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FeedbackAnalytics } from '@switchboard/domain';
import { useSelectedBot } from '@switchboard/shared-data';
import { RetryAlert } from '@switchboard/shared-ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFeedbackAnalyticsQuery } from '../api/feedback-api';
import { usePeriod } from '../hooks/use-period';

const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 1000) / 10}%`);

const SOURCE_KINDS: Record<string, string> = {
  document: 'Document',
  webpage: 'Web page',
  staff_answer: 'Staff answer',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Rate({ label, rate, detail }: { label: string; rate: number | null; detail: string }) {
  return (
    <Section title={label}>
      <Typography variant="h4" component="p" data-testid="feedback-rate">
        {percent(rate)}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="feedback-detail">
        {detail}
      </Typography>
    </Section>
  );
}

function Periods({ data }: { data: FeedbackAnalytics }) {
  return (
    <Table size="small" aria-label="Ratings and declines per day">
      <TableHead>
        <TableRow>
          {[
            'Day',
            'Answers',
            'Rated',
            'Up',
            'Down',
            'Up-rating rate',
            'Declined',
            'Decline rate',
          ].map((label) => (
            <TableCell key={label} scope="col">
              {label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {data.periods.map((row) => (
          <TableRow key={row.period}>
            <TableCell>
              {new Date(`${row.period}T00:00:00Z`).toLocaleDateString(undefined, {
                timeZone: 'UTC',
              })}
            </TableCell>
            <TableCell>{row.answers}</TableCell>
            <TableCell>{row.rated}</TableCell>
            <TableCell>{row.up}</TableCell>
            <TableCell>{row.down}</TableCell>
            <TableCell>{percent(row.up_rate)}</TableCell>
            <TableCell>{row.declined}</TableCell>
            <TableCell>{percent(row.decline_rate)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Unanswered({ data }: { data: FeedbackAnalytics }) {
  if (data.unanswered.length === 0) {
    return (
      <Typography color="text.secondary">Every question of the period was answered.</Typography>
    );
  }
  return (
    <Stack component="ol" spacing={1.5} sx={{ m: 0, pl: 3 }} aria-label="Top unanswered questions">
      {data.unanswered.map((group) => (
        <li key={group.question}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={1}
            sx={{ alignItems: { md: 'center' } }}
          >
            <Stack sx={{ flex: 1 }}>
              <Typography>
                {group.question}{' '}
                <Typography component="span" color="text.secondary">
                  · asked {group.count} {group.count === 1 ? 'time' : 'times'}
                </Typography>
              </Typography>
              {group.examples.length > 0 ? (
                <Typography variant="body2" color="text.secondary">
                  Also asked as: {group.examples.map((example) => `“${example}”`).join(', ')}
                </Typography>
              ) : null}
            </Stack>
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                component={RouterLink}
                to={`/knowledge/answers?question=${encodeURIComponent(group.question)}`}
              >
                Write an answer
              </Button>
              <Button size="small" component={RouterLink} to="/knowledge/documents?upload=1">
                Add a document
              </Button>
            </Stack>
          </Stack>
        </li>
      ))}
    </Stack>
  );
}

function Citations({ data }: { data: FeedbackAnalytics }) {
  if (data.citations.length === 0) {
    return <Typography color="text.secondary">No answer of the period cited a source.</Typography>;
  }
  return (
    <Table size="small" aria-label="Citations per source">
      <TableHead>
        <TableRow>
          <TableCell scope="col">Source</TableCell>
          <TableCell scope="col">Kind</TableCell>
          <TableCell scope="col" align="right">
            Citations
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.citations.map((row) => (
          <TableRow key={`${row.type}:${row.id}`}>
            <TableCell>
              {row.type === 'document' ? (
                <RouterLink to={`/knowledge/documents/${row.id}`}>{row.title}</RouterLink>
              ) : (
                row.title
              )}
            </TableCell>
            <TableCell>{SOURCE_KINDS[row.type] ?? row.type}</TableCell>
            <TableCell align="right">{row.citations}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * How the bot's answers fared in the period: the up-rating and decline rates (overall and
 * per day), the questions it could not answer grouped by wording, and what it cited.
 */
export function FeedbackSection() {
  const { bot } = useSelectedBot();
  const [period] = usePeriod();
  const query = useFeedbackAnalyticsQuery(
    { botId: bot?.id ?? '', period },
    { skip: !bot, refetchOnMountOrArgChange: true },
  );
  if (!bot) return null;
  const { data, error, isFetching, refetch } = query;
  return (
    <Stack spacing={2} sx={{ mt: 3 }} component="section" aria-label="Answer feedback">
      <Typography variant="h5" component="h2">
        Answer feedback
      </Typography>
      {isFetching ? <LinearProgress aria-label="Loading answer feedback" /> : null}
      {error ? (
        <RetryAlert onRetry={() => void refetch()}>
          {(error as { message?: string }).message ?? 'Failed to fetch analytics'}
        </RetryAlert>
      ) : null}
      {data ? (
        <>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Rate
                label="Up-rating rate"
                rate={data.totals.up_rate}
                detail={`${data.totals.up} of ${data.totals.rated} rated answers rated up`}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Rate
                label="Decline rate"
                rate={data.totals.decline_rate}
                detail={`${data.totals.declined} of ${data.totals.answers} answers said they don't know`}
              />
            </Grid>
          </Grid>
          <Section title="Ratings and declines per day">
            <Periods data={data} />
          </Section>
          <Section title="Top unanswered questions">
            <Unanswered data={data} />
          </Section>
          <Section title="Cited sources">
            <Citations data={data} />
          </Section>
        </>
      ) : null}
    </Stack>
  );
}
