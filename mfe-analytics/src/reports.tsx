import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useIsBotAdmin } from '@switchboard/shared-auth';
import { PageHeader } from '@switchboard/shared-ui';
import { ConsoleDataGrid } from '@switchboard/shared-ui/data-grid';
import { useMemo, useState } from 'react';
import { reportBotsApi } from './features/analytics/api/report-bots';
import { PeriodPicker } from './features/analytics/components/period-picker';
import { useBotReport } from './features/analytics/hooks/use-bot-report';
import { usePeriod } from './features/analytics/hooks/use-period';
import { reportRows, type ReportRow } from './features/analytics/lib/report-rows';
import { periodLabel } from './features/analytics/lib/period';

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
  { field: 'problem', headerName: 'Not loaded', flex: 1, minWidth: 160 },
];

/** The Reports entry of the Home menu (/uikit/charts): the same KPIs per bot, side by side. */
export default function ReportsPage() {
  const isBotAdmin = useIsBotAdmin();
  const [period, setPeriod] = usePeriod();
  const [nonce, setNonce] = useState(0);
  const bots = reportBotsApi.useReportBotsQuery(undefined, { skip: !isBotAdmin });
  const results = useBotReport(bots.data, period, nonce);
  const rows = useMemo(() => reportRows(bots.data ?? [], results), [bots.data, results]);
  const loading = bots.isLoading || rows.some((row) => row.loading);
  return (
    <>
      <PageHeader
        title="Reports"
        description="Conversations, users, answer rate, containment, response time and errors of every bot, side by side."
        actions={
          isBotAdmin ? (
            <Button variant="outlined" onClick={() => setNonce((value) => value + 1)}>
              Refresh
            </Button>
          ) : undefined
        }
      />
      {!isBotAdmin ? (
        <Alert severity="info">
          Per-bot figures come from the bots&apos; own services, which are open to bot admins only
          (role superuser or admin with an admin-area e-mail). Ask a bot admin for a report.
        </Alert>
      ) : (
        <>
          <Stack sx={{ mb: 2 }}>
            <PeriodPicker period={period} onChange={setPeriod} />
          </Stack>
          <ConsoleDataGrid
            label={`Bots report, ${periodLabel(period)}`}
            exportFileName={`bots-report-${periodLabel(period).toLowerCase().replace(/\W+/g, '-')}`}
            rows={rows}
            columns={COLUMNS}
            loading={loading}
            error={bots.error ? (bots.error as { message: string }).message : null}
            onRetry={() => void bots.refetch()}
            emptyTitle="No bots yet"
            emptyMessage="Reports appear once there are bots."
          />
        </>
      )}
    </>
  );
}
