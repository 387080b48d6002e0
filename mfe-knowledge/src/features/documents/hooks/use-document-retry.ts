import type { GridRowSelectionModel } from '@mui/x-data-grid';
import type { ApiError } from '@switchboard/shared-data';
import { useToast } from '@switchboard/shared-ui';
import type { KnowledgeDocument } from '../api/document';
import { useRetryDocumentMutation, useRetryFailedDocumentsMutation } from '../api/documents-api';

/** The rows a grid selection names ("exclude" is the grid's select-all). */
export function selectedRows<Row extends { id: string }>(
  rows: Row[],
  selection: GridRowSelectionModel,
): Row[] {
  return rows.filter((row) =>
    selection.type === 'include' ? selection.ids.has(row.id) : !selection.ids.has(row.id),
  );
}

/** Retry one failed document, or the failed ones among a selection (all failed ones without). */
export function useDocumentRetry(botId: string) {
  const toast = useToast();
  const [retryOne] = useRetryDocumentMutation();
  const [retryMany, many] = useRetryFailedDocumentsMutation();
  return {
    busy: many.isLoading,
    retry: async (document: KnowledgeDocument) => {
      const result = await retryOne({ botId, id: document.id });
      if ('error' in result) toast.error((result.error as ApiError).message);
      else toast.success(`Retrying “${document.title}”`);
    },
    retryFailed: async (documents: KnowledgeDocument[]) => {
      const ids = documents.filter((doc) => doc.status === 'failed').map((doc) => doc.id);
      const result = await retryMany({ botId, ids });
      if ('error' in result) return toast.error((result.error as ApiError).message);
      const { retried, skipped } = result.data;
      toast.success(
        `Retrying ${retried.length} ${retried.length === 1 ? 'document' : 'documents'}` +
          (skipped ? `; ${skipped} no longer have their file and must be uploaded again` : ''),
      );
    },
  };
}
