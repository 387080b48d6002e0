import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CollectionStats } from '@switchboard/domain';
import type { ApiError } from '@switchboard/shared-data';
import { ConfirmDialog, useToast } from '@switchboard/shared-ui';
import { useState } from 'react';
import { useDeleteCollectionMutation } from '../api/collections-api';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Asks before deleting a collection. One that holds documents or web pages is deleted
 * only by moving them to another collection first (the service refuses otherwise), so
 * the dialog asks where they go and deletes nothing until a collection is chosen.
 */
export function CollectionDeleteDialog({
  botId,
  collection,
  others,
  onClose,
}: {
  botId: string;
  collection: { id: string; name: string; documents: number; webpages: number };
  /** The collections its content may move to. */
  others: Pick<CollectionStats, 'collection_id' | 'name'>[];
  onClose: () => void;
}) {
  const [moveTo, setMoveTo] = useState('');
  const [remove, { isLoading }] = useDeleteCollectionMutation();
  const toast = useToast();
  const holds = collection.documents + collection.webpages;
  const confirm = async () => {
    const result = await remove({ botId, id: collection.id, moveTo: moveTo || undefined });
    if ('error' in result) return toast.error((result.error as ApiError).message);
    toast.success('Collection deleted');
    onClose();
  };
  return (
    <ConfirmDialog
      open
      title="Delete collection?"
      confirmLabel={holds > 0 ? 'Move and delete' : 'Delete'}
      destructive
      pending={isLoading}
      confirmDisabled={holds > 0 && !moveTo}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {holds > 0 ? (
        <>
          “{collection.name}” holds {plural(collection.documents, 'document', 'documents')} and{' '}
          {plural(collection.webpages, 'web page', 'web pages')}. Move them to another collection,
          then delete it.
          <TextField
            select
            label="Move them to"
            value={moveTo}
            onChange={(event) => setMoveTo(event.target.value)}
            fullWidth
            sx={{ mt: 2 }}
          >
            {others.map((other) => (
              <MenuItem key={other.collection_id} value={other.collection_id ?? ''}>
                {other.name}
              </MenuItem>
            ))}
          </TextField>
        </>
      ) : (
        `Delete “${collection.name}”? It holds no documents or web pages.`
      )}
    </ConfirmDialog>
  );
}
