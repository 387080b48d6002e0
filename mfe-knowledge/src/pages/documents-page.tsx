import ReplayIcon from '@mui/icons-material/Replay';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { ApiErrorAlert, PageHeader, useConfirmedDelete } from '@switchboard/shared-ui';
import { gridQueryState } from '@switchboard/shared-ui/data-grid';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useGetCollectionsQuery } from '../features/collections/api/collections-api';
import type { KnowledgeDocument } from '../features/documents/api/document';
import {
  useDeleteDocumentMutation,
  useGetDocumentsQuery,
} from '../features/documents/api/documents-api';
import { DocumentEditDialog } from '../features/documents/components/document-edit-dialog';
import { CITATION_DAYS, useGetCitationCountsQuery } from '../features/citations/api/citations-api';
import { DocumentsList } from '../features/documents/components/documents-list';
import { UploadDialog } from '../features/documents/components/upload-dialog';
import { useUploadRules } from '../features/documents/hooks/use-upload-rules';
import { NoBotSelected } from '../components/no-bot-selected';
import { useKnowledgeBot } from '../hooks/use-knowledge-bot';
import { isRunning } from '../components/pipeline-state';
import { FOLLOW_MS, useCountsAfterSettling } from '../hooks/use-follow-running';
import { selectedRows, useDocumentRetry } from '../features/documents/hooks/use-document-retry';

const NOTHING_SELECTED: GridRowSelectionModel = { type: 'include', ids: new Set() };

export default function DocumentsPage() {
  const { botId } = useKnowledgeBot();
  const [params, setParams] = useSearchParams();
  const collectionFilter = params.get('collection');
  const navigate = useNavigate();
  const rules = useUploadRules(botId);
  const arg = { botId: botId ?? '' };
  const documents = useGetDocumentsQuery(arg, { skip: !botId });
  const running = (documents.data ?? []).some((doc) => isRunning(doc.status));
  // While any document is on its way, the list (and its states) follows it.
  useGetDocumentsQuery(arg, { skip: !botId || !running, pollingInterval: FOLLOW_MS });
  useCountsAfterSettling(botId, running);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NOTHING_SELECTED);
  const retrying = useDocumentRetry(botId ?? '');
  const collections = useGetCollectionsQuery(arg, { skip: !botId });
  const citations = useGetCitationCountsQuery(arg, { skip: !botId });
  const [deleteDocument] = useDeleteDocumentMutation();
  const [uploading, setUploading] = useState(params.get('upload') === '1');
  const [editing, setEditing] = useState<KnowledgeDocument | null>(null);
  const deletion = useConfirmedDelete<KnowledgeDocument>({
    noun: 'document',
    remove: (doc) => deleteDocument({ botId: botId ?? '', id: doc.id }),
    successMessage: 'Document deleted',
    describe: (doc) => (
      <>“{doc.title}” and its chunks leave the bot’s knowledge. This cannot be undone.</>
    ),
    waitForServer: true,
  });
  const collectionNames = useMemo(
    () => new Map((collections.data ?? []).map((c) => [c.id, c.name])),
    [collections.data],
  );
  const rows = (documents.data ?? []).filter(
    (doc) => !collectionFilter || doc.collection_id === collectionFilter,
  );

  if (!botId) return <NoBotSelected title="Documents" />;

  const uploadButton = (
    <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setUploading(true)}>
      Upload documents
    </Button>
  );
  const chosen = selectedRows(rows, selection);
  const failed = (chosen.length > 0 ? chosen : rows).filter((doc) => doc.status === 'failed');
  const retryButton = (
    <Button
      variant="outlined"
      startIcon={<ReplayIcon />}
      disabled={failed.length === 0 || retrying.busy}
      onClick={() => void retrying.retryFailed(failed)}
    >
      Retry failed{failed.length > 0 ? ` (${failed.length})` : ''}
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Documents"
        description="Files uploaded to the selected bot’s knowledge."
        secondaryActions={retryButton}
        actions={uploadButton}
      />
      {collectionFilter ? (
        <Chip
          sx={{ mb: 2 }}
          label={`Collection: ${collectionNames.get(collectionFilter) ?? collectionFilter}`}
          onDelete={() => setParams({})}
        />
      ) : null}
      <ApiErrorAlert error={collections.error} severity="warning" sx={{ mb: 2 }} />
      <DocumentsList
        citations={citations.data ? { counts: citations.data, days: CITATION_DAYS } : undefined}
        documents={rows}
        collectionNames={collectionNames}
        state={gridQueryState(documents, 'Failed to fetch documents')}
        onView={(doc) => navigate(`/knowledge/documents/${doc.id}`)}
        onEdit={setEditing}
        onDelete={deletion.ask}
        onRetry={(doc) => void retrying.retry(doc)}
        selection={selection}
        onSelectionChange={setSelection}
        emptyAction={uploadButton}
      />
      {uploading ? (
        <UploadDialog
          open
          botId={botId}
          rules={rules}
          collections={collections.data ?? []}
          defaultCollectionId={collectionFilter ?? undefined}
          onClose={() => setUploading(false)}
        />
      ) : null}
      {editing ? (
        <DocumentEditDialog
          botId={botId}
          document={editing}
          collections={collections.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deletion.dialog}
    </>
  );
}
