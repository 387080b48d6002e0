import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApiError } from '@switchboard/shared-data';
import { PageHeader } from '@switchboard/shared-ui';
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
        {doc.is_public ? 'public' : 'private'} · {doc.status}
        {citations.data
          ? ` · cited ${citations.data[doc.id] ?? 0} times in the last ${CITATION_DAYS} days`
          : ''}
      </Typography>
      {doc.error ? <Alert severity="error">{doc.error}</Alert> : null}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Chunks
      </Typography>
      {chunks.isLoading ? <LinearProgress aria-label="Loading chunks" /> : null}
      {chunks.error ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void chunks.refetch()}>Retry</Button>}
        >
          {(chunks.error as ApiError).message}
        </Alert>
      ) : null}
      {chunks.data?.length === 0 ? <Typography>No chunks: nothing was indexed.</Typography> : null}
      <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0 }}>
        {chunks.data?.map((chunk) => (
          <Paper key={chunk.id} component="li" variant="outlined" sx={{ p: 2 }}>
            <Typography variant="caption" color="text.secondary">
              Chunk {chunk.ordinal + 1}
              {chunk.page_number ? ` · page ${chunk.page_number}` : ''}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{chunk.content}</Typography>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
