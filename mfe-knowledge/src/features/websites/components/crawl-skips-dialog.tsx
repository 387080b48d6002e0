import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import type { CrawlSkip } from '@switchboard/domain';
import {
  ConsoleDataGrid,
  gridQueryState,
  PAGE_SIZE_OPTIONS,
} from '@switchboard/shared-ui/data-grid';
import { useState } from 'react';
import { SKIPS_FAILED, useGetCrawlSkipsQuery } from '../api/websites-api';
import { SKIP_REASON_LABELS } from '../lib/skip-reasons';

const wrap = { py: 1, wordBreak: 'break-all' } as const;

const columns: GridColDef<CrawlSkip>[] = [
  {
    field: 'url',
    headerName: 'Page',
    flex: 1.2,
    minWidth: 180,
    renderCell: ({ value }) => (
      <Typography variant="body2" sx={wrap}>
        {value as string}
      </Typography>
    ),
  },
  {
    field: 'reason',
    headerName: 'Why',
    flex: 1,
    minWidth: 150,
    valueGetter: (value: CrawlSkip['reason']) => SKIP_REASON_LABELS[value],
  },
  {
    field: 'detail',
    headerName: 'Rule',
    flex: 1.4,
    minWidth: 200,
    renderCell: ({ value }) => (
      <Typography variant="body2" sx={{ py: 1 }}>
        {value as string}
      </Typography>
    ),
  },
  {
    field: 'found_on',
    headerName: 'Found on',
    flex: 1,
    minWidth: 160,
    valueGetter: (value: string | null) => value ?? 'The start URL',
    renderCell: ({ value }) => (
      <Typography variant="body2" sx={wrap}>
        {value as string}
      </Typography>
    ),
  },
];

// On a phone the page and why it was skipped stay; the rule's words and the linking page
// come back as the dialog widens.
const SHOW_FROM = { detail: 640, found_on: 860 };

export interface CrawlSkipsDialogProps {
  botId: string;
  jobId: string;
  /** The crawl's start URL, naming it in the title. */
  url: string;
  onClose: () => void;
}

/** The links one crawl run skipped, a page at a time from the service, each with why. */
export function CrawlSkipsDialog({ botId, jobId, url, onClose }: CrawlSkipsDialogProps) {
  const [pagination, setPagination] = useState<GridPaginationModel>({
    page: 0,
    pageSize: PAGE_SIZE_OPTIONS[0]!,
  });
  const skips = useGetCrawlSkipsQuery({
    botId,
    jobId,
    limit: pagination.pageSize,
    offset: pagination.page * pagination.pageSize,
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="crawl-skips-title">
      <DialogTitle id="crawl-skips-title">Pages the crawl skipped</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 1, wordBreak: 'break-all' }}>
          Links found while crawling {url} that were not fetched, and the rule that refused each.
        </Typography>
        <ConsoleDataGrid
          label="Skipped pages"
          rows={skips.data?.skipped ?? []}
          getRowId={(row) => row.url}
          columns={columns}
          {...gridQueryState(skips, SKIPS_FAILED, { whileRefetching: true })}
          showFrom={SHOW_FROM}
          getRowHeight={() => 'auto'}
          autoHeight
          paginationMode="server"
          rowCount={skips.data?.total ?? 0}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          disableColumnSorting
          disableColumnFilter
          csvExport={false}
          slotProps={{ toolbar: { showQuickFilter: false } }}
          emptyTitle="No skipped pages"
          emptyMessage="This crawl followed every link it found."
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
