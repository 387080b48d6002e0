import SyncIcon from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { SYNC_SCHEDULES, type CrawlJob, type Site, type SyncSchedule } from '@switchboard/domain';
import type { ApiError } from '@switchboard/shared-data';
import { SelectField, useToast } from '@switchboard/shared-ui';
import { ConsoleDataGrid, gridQueryState } from '@switchboard/shared-ui/data-grid';
import { useEffect, useRef, useState } from 'react';
import {
  useGetCrawlJobsQuery,
  useGetSitesQuery,
  useRefreshWebpagesMutation,
  useSetSiteScheduleMutation,
  useSyncSiteMutation,
} from '../api/websites-api';
import { lastRunOf, lastRunSummary } from '../lib/last-run';
import { CrawlSkipsDialog } from './crawl-skips-dialog';

const SYNC_POLL_MS = 1000;

/**
 * Each crawled website with its re-sync schedule (off, daily, weekly), last run and next
 * run, and Sync now. A running sync is followed until it ends, then the pages refresh.
 */
export function SiteSchedules({ botId }: { botId: string }) {
  const arg = { botId };
  const sites = useGetSitesQuery(arg);
  const crawls = useGetCrawlJobsQuery(arg);
  const syncing = (sites.data ?? []).some((site) => site.last_run?.status === 'running');
  useGetSitesQuery(arg, { skip: !syncing, pollingInterval: SYNC_POLL_MS });
  const [setSchedule] = useSetSiteScheduleMutation();
  const [sync] = useSyncSiteMutation();
  const [refresh] = useRefreshWebpagesMutation();
  const toast = useToast();
  const [skipsOf, setSkipsOf] = useState<CrawlJob | null>(null);
  const wasSyncing = useRef(false);
  useEffect(() => {
    if (wasSyncing.current && !syncing) void refresh({ botId });
    wasSyncing.current = syncing;
  }, [botId, refresh, syncing]);

  const changeSchedule = async (site: Site, schedule: SyncSchedule) => {
    const result = await setSchedule({ botId, id: site.id, schedule });
    if ('error' in result) toast.error((result.error as ApiError).message);
    else toast.success(`${site.url} syncs ${schedule === 'off' ? 'only when asked' : schedule}`);
  };
  const syncNow = async (site: Site) => {
    const result = await sync({ botId, id: site.id });
    if ('error' in result) toast.error((result.error as ApiError).message);
    else toast.success(`Syncing ${site.url}`);
  };

  const columns: GridColDef<Site>[] = [
    { field: 'url', headerName: 'Website', flex: 1.2, minWidth: 220 },
    { field: 'pages', headerName: 'Pages', type: 'number', width: 80 },
    {
      field: 'schedule',
      headerName: 'Schedule',
      width: 150,
      renderCell: ({ row }) => (
        <SelectField
          size="small"
          label={`Sync schedule of ${row.url}`}
          value={row.schedule}
          options={SYNC_SCHEDULES}
          onChange={(schedule) => void changeSchedule(row, schedule)}
          sx={{ mt: 0.5 }}
        />
      ),
    },
    {
      field: 'last_run',
      headerName: 'Last run',
      flex: 1.5,
      minWidth: 260,
      valueGetter: (_value, row) => lastRunSummary(row.url, row.last_run, crawls.data ?? []),
      renderCell: ({ value, row }) => {
        const last = lastRunOf(row.url, row.last_run, crawls.data ?? []);
        const skipped = last && 'crawl' in last && last.crawl.pages_skipped > 0 ? last.crawl : null;
        return (
          <Box sx={{ py: 1 }}>
            <Typography variant="body2" data-testid={`last-run-${row.id}`}>
              {value as string}
            </Typography>
            {skipped ? (
              <Link
                component="button"
                variant="body2"
                onClick={() => setSkipsOf(skipped)}
                // The visible words lead the name, so a voice user can say what they see.
                aria-label={`Which pages were skipped, ${row.url}`}
              >
                Which pages were skipped
              </Link>
            ) : null}
          </Box>
        );
      },
    },
    {
      field: 'next_run_at',
      headerName: 'Next run',
      type: 'dateTime',
      width: 170,
      valueGetter: (value: string | null) => (value ? new Date(value) : null),
    },
    {
      field: 'sync',
      headerName: '',
      width: 140,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <Button
          size="small"
          startIcon={<SyncIcon />}
          disabled={row.last_run?.status === 'running'}
          onClick={() => void syncNow(row)}
          aria-label={`Sync now ${row.url}`}
        >
          Sync now
        </Button>
      ),
    },
  ];
  return (
    <>
      {skipsOf ? (
        <CrawlSkipsDialog
          botId={botId}
          jobId={skipsOf.id}
          url={skipsOf.url}
          onClose={() => setSkipsOf(null)}
        />
      ) : null}
      <ConsoleDataGrid
        label="Websites"
        rows={sites.data ?? []}
        columns={columns}
        {...gridQueryState(sites, 'Failed to fetch websites')}
        getRowHeight={() => 'auto'}
        autoHeight
        csvExport={false}
        emptyTitle="No websites yet"
        emptyMessage="Crawl a website: it appears here with its sync schedule."
      />
    </>
  );
}
