import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ApiError } from '@switchboard/shared-auth';
import { useToast } from '@switchboard/shared-ui';
import { useState } from 'react';
import type { Collection } from '../../collections/api/collections-api';
import type { KnowledgeDocument } from '../api/document';
import { useUpdateDocumentMutation } from '../api/documents-api';

export interface DocumentEditDialogProps {
  botId: string;
  document: KnowledgeDocument;
  collections: Collection[];
  onClose: () => void;
}

/** The upload form's fields for a stored document; a failed save keeps what was typed. */
export function DocumentEditDialog({
  botId,
  document,
  collections,
  onClose,
}: DocumentEditDialogProps) {
  const [title, setTitle] = useState(document.title);
  const [collectionId, setCollectionId] = useState(document.collection_id ?? '');
  const [description, setDescription] = useState(document.description ?? '');
  const [isPublic, setIsPublic] = useState(document.is_public);
  const [error, setError] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateDocumentMutation();
  const toast = useToast();
  const save = async () => {
    if (!title.trim()) return setError('Title is required');
    const result = await update({
      botId,
      id: document.id,
      fields: {
        title: title.trim(),
        collection_id: collectionId || null,
        description: description.trim(),
        is_public: isPublic,
      },
    });
    if ('error' in result) {
      const message = (result.error as ApiError).message;
      setError(message);
      toast.error(message);
      return;
    }
    toast.success('Document updated');
    onClose();
  };
  return (
    <Dialog open onClose={isLoading ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>Edit document</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <TextField
            label="Title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
          />
          <TextField
            select
            label="Collection"
            value={collectionId}
            onChange={(e) => setCollectionId(e.target.value)}
          >
            <MenuItem value="">None</MenuItem>
            {collections.map((collection) => (
              <MenuItem key={collection.id} value={collection.id}>
                {collection.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Description"
            value={description}
            multiline
            minRows={2}
            onChange={(e) => setDescription(e.target.value)}
          />
          <FormControlLabel
            control={<Switch checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} />}
            label="Public"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={isLoading}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
