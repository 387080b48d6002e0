import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ApiError } from '@switchboard/shared-data';
import { PageHeader } from '@switchboard/shared-ui';
import { gridQueryState } from '@switchboard/shared-ui/data-grid';
import { ChunkBrowser } from '../components/chunk-browser';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  useGetDocumentChunksQuery,
  useGetDocumentQuery,
} from '../features/documents/api/documents-api';
import { formatBytes } from '../features/documents/components/file-refusal';
import { CITATION_DAYS, useGetCitationCountsQuery } from '../features/citations/api/citations-api';
import { NoBotSelected } from '../components/no-bot-selected';
import { useKnowledgeBot } from '../hooks/use-knowledge-bot';

/** One document and its chunks exactly as the index holds them: what the bot can quote. */
export default function DocumentViewPage() {
  const { botId } = useKnowledgeBot();
  const { documentId = '' } = useParams();
  const arg = { botId: botId ?? '', id: documentId };
  const document = useGetDocumentQuery(arg, { skip: !botId });
  const chunks = useGetDocumentChunksQuery(arg, { skip: !botId });
  const citations = useGetCitationCountsQuery({ botId: botId ?? '' }, { skip: !botId });
  const back = (
    <Button component={RouterLink} to="/knowledge/documents">
      Back to documents
    </Button>
  );
  if (!botId) return <NoBotSelected title="Document" />;
  if (document.isLoading) return <LinearProgress aria-label="Loading document" />;
  if (document.error || !document.data)
    return (
      <>
        <PageHeader title="Document" actions={back} />
        <Alert
          severity="error"
          action={<Button onClick={() => void document.refetch()}>Retry</Button>}
        >
          {(document.error as ApiError | undefined)?.message ?? 'Document not found'}
        </Alert>
      </>
    );
  const doc = document.data;
  return (
    <>
      <PageHeader title={doc.title} description={doc.description ?? undefined} actions={back} />
      <Typography sx={{ mb: 2 }} color="text.secondary">
        {doc.file_name} · {doc.file_type} · {formatBytes(doc.size_bytes)}
        {doc.page_count ? ` · ${doc.page_count} pages` : ''} · {doc.chunk_count} chunks ·{' '}
        {doc.is_public ? 'public' : 'private'} · {doc.status} ·{' '}
        {chunks.data?.reduce((sum, chunk) => sum + chunk.cited, 0) ?? 0} citations
        {citations.data
          ? ` · ${citations.data[doc.id] ?? 0} in the last ${CITATION_DAYS} days`
          : ''}
      </Typography>
      {doc.error ? <Alert severity="error">{doc.error}</Alert> : null}
      <Typography variant="h6" component="h2" sx={{ my: 1 }}>
        Chunks
      </Typography>
      <ChunkBrowser
        label={`Chunks of ${doc.title}`}
        chunks={chunks.data ?? []}
        state={gridQueryState(chunks, 'Failed to fetch documents')}
      />
    </>
  );
}
