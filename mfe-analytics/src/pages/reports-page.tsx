import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { PageHeader } from '@switchboard/shared-ui';
import { ConsoleDataGrid } from '@switchboard/shared-ui/data-grid';
import { useMemo } from 'react';
import { useBotsReportQuery } from '../features/analytics/api/analytics-api';
import { PeriodPicker } from '../features/analytics/components/period-picker';
import { usePeriod } from '../features/analytics/hooks/use-period';
import { reportRows, type ReportRow } from '../features/analytics/lib/report-rows';
import { periodLabel } from '../features/analytics/lib/period';

const number = (
  field: keyof ReportRow,
  headerName: string,
  width = 130,
): GridColDef<ReportRow> => ({
  field,
  headerName,
  type: 'number',
  width,
});

const COLUMNS: GridColDef<ReportRow>[] = [
  { field: 'bot', headerName: 'Bot', flex: 1, minWidth: 200 },
  { field: 'status', headerName: 'Status', width: 120 },
  number('conversations', 'Conversations'),
  number('users', 'Users', 100),
  number('questions', 'Questions', 110),
  number('answerRate', 'Answer rate (%)', 140),
  number('containment', 'Containment (%)', 140),
  number('p95', 'p95 response (ms)', 150),
  number('errorRate', 'Error rate (%)', 130),
];

/** Which bots' figures failed to load: a column only when some did. */
const PROBLEM: GridColDef<ReportRow> = {
  field: 'problem',
  headerName: 'Not loaded',
  flex: 1,
  minWidth: 160,
};

/** The grid's width from which each figure shows: on a phone the bot and its conversations. */
const SHOW_FROM = {
  answerRate: 480,
  questions: 600,
  containment: 720,
  users: 860,
  errorRate: 950,
  p95: 1110,
  status: 1230,
};

/**
 * The Reports entry of the Home menu (/uikit/charts): the same KPIs per bot, side by side,
 * for every staff role; which bots a role sees is the gateway's and platform's decision.
 */
export default function ReportsPage() {
  const [period, setPeriod] = usePeriod();
  const report = useBotsReportQuery(period);
  const rows = useMemo(() => reportRows(report.data?.bots ?? []), [report.data]);
  const columns = rows.some((row) => row.problem) ? [...COLUMNS, PROBLEM] : COLUMNS;
  return (
    <>
      <PageHeader
        title="Reports"
        description="Conversations, users, answer rate, containment, response time and errors of every bot, side by side."
        actions={
          <Button
            variant="outlined"
            onClick={() => void report.refetch()}
            disabled={report.isFetching}
          >
            Refresh
          </Button>
        }
      />
      <Stack sx={{ mb: 2 }}>
        <PeriodPicker period={period} onChange={setPeriod} />
      </Stack>
      <ConsoleDataGrid
        label={`Bots report, ${periodLabel(period)}`}
        rows={rows}
        columns={columns}
        showFrom={SHOW_FROM}
        loading={report.isFetching}
        error={
          report.error
            ? ((report.error as { message?: string }).message ?? 'Failed to fetch analytics')
            : null
        }
        onRetry={() => void report.refetch()}
        emptyTitle="No bots yet"
        emptyMessage="Reports appear once there are bots in service."
      />
    </>
  );
}
