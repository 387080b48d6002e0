import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { ConsoleDataGrid } from '@switchboard/shared-ui/data-grid';
import { useMemo } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useKnowledgeSourcesQuery } from '../api/playground-api';
import { sourceRows, type SourceRow } from '../lib/source-rows';

const COLUMNS: GridColDef<SourceRow>[] = [
  { field: 'kind', headerName: 'Type', width: 110 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'origin', headerName: 'File or address', flex: 1, minWidth: 200 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'chunks', headerName: 'Passages', type: 'number', width: 100 },
  { field: 'added', headerName: 'Added', type: 'dateTime', width: 180 },
];

/** What the knowledge service can cite in the playground's answers. */
export function KnowledgeSourcesPanel() {
  const sources = useKnowledgeSourcesQuery();
  const rows = useMemo(() => (sources.data ? sourceRows(sources.data) : []), [sources.data]);
  const totals = sources.data?.totals;
  return (
    <Stack component="section" aria-labelledby="knowledge-sources-title" spacing={1} sx={{ mt: 4 }}>
      <Typography id="knowledge-sources-title" variant="h6" component="h2">
        Sources
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="source-totals">
        {totals
          ? `${totals.documents} documents · ${totals.webpages} web pages · ${totals.chunks} passages in ${totals.collections} collections`
          : 'What the knowledge service answers from.'}
      </Typography>
      <ConsoleDataGrid
        label="Knowledge sources"
        rows={rows}
        columns={COLUMNS}
        loading={sources.isFetching}
        error={sources.error ? apiErrorMessage(sources.error, 'Failed to fetch sources') : null}
        onRetry={() => void sources.refetch()}
        emptyTitle="No sources yet"
        emptyMessage="The knowledge service has no documents or web pages, so it cannot cite anything."
      />
    </Stack>
  );
}
