import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { gridQueryState } from '@switchboard/shared-ui/data-grid';
import { ChunkBrowser } from '../../../components/chunk-browser';
import type { Webpage } from '../api/webpage';
import { useGetWebpageChunksQuery } from '../api/websites-api';

/** The page's chunks as stored, searchable, each with how often answers cited it. */
export function WebpageChunksDialog({
  botId,
  page,
  onClose,
}: {
  botId: string;
  page: Webpage;
  onClose: () => void;
}) {
  const chunks = useGetWebpageChunksQuery({ botId, id: page.id });
  const name = page.title ?? page.url;
  const cited = chunks.data?.reduce((sum, chunk) => sum + chunk.cited, 0) ?? 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg">
      <DialogTitle>Chunks of {name}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 1, wordBreak: 'break-all' }}>
          {page.url} · {page.status} · {page.chunk_count} chunks · {cited} citations
        </Typography>
        <ChunkBrowser
          label={`Chunks of ${name}`}
          chunks={chunks.data ?? []}
          state={gridQueryState(chunks, 'Failed to fetch web pages')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
