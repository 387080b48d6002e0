import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { DocumentChunk } from '@switchboard/domain';
import { ConsoleDataGrid, type GridQueryState } from '@switchboard/shared-ui/data-grid';

export interface ChunkBrowserProps {
  /** Whose chunks: names the grid and its CSV. */
  label: string;
  chunks: DocumentChunk[];
  state: GridQueryState;
}

const columns: GridColDef<DocumentChunk>[] = [
  {
    field: 'ordinal',
    headerName: '#',
    type: 'number',
    width: 60,
    valueGetter: (value: number) => value + 1,
  },
  { field: 'heading', headerName: 'Heading', flex: 0.6, minWidth: 140 },
  { field: 'page_number', headerName: 'Page', type: 'number', width: 70 },
  {
    field: 'content',
    headerName: 'Text',
    flex: 2,
    minWidth: 260,
    renderCell: ({ value }) => (
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', py: 1 }}>
        {value as string}
      </Typography>
    ),
  },
  { field: 'cited', headerName: 'Cited', type: 'number', width: 80 },
];

/**
 * A document's or web page's chunks as the index stores them (what the bot can quote),
 * searchable, each with how often answers cited it.
 */
export function ChunkBrowser({ label, chunks, state }: ChunkBrowserProps) {
  return (
    <ConsoleDataGrid
      label={label}
      rows={chunks}
      columns={columns}
      {...state}
      getRowHeight={() => 'auto'}
      emptyTitle="No chunks"
      emptyMessage="Nothing was indexed: the text could not be read, or there was none."
    />
  );
}
