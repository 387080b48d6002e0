import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DEFAULT_COLLECTION_TYPE } from '@switchboard/domain';
import type { ApiError } from '@switchboard/shared-auth';
import { useToast } from '@switchboard/shared-ui';
import { useState } from 'react';
import { useCreateCollectionMutation } from '../api/collections-api';

const COLLECTION_TYPES = ['mixed', 'documents', 'websites'];

export function CollectionCreateDialog({ botId, onClose }: { botId: string; onClose: () => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState(DEFAULT_COLLECTION_TYPE);
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateCollectionMutation();
  const toast = useToast();
  const save = async () => {
    if (!name.trim()) return setError('Collection name is required');
    const result = await create({
      botId,
      name: name.trim(),
      description: description.trim(),
      type,
    });
    if ('error' in result) {
      const message = (result.error as ApiError).message;
      setError(message);
      toast.error(message);
      return;
    }
    toast.success('Collection created');
    onClose();
  };
  return (
    <Dialog open onClose={isLoading ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>New collection</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required />
          <TextField
            label="Description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={2}
          />
          <TextField select label="Type" value={type} onChange={(e) => setType(e.target.value)}>
            {COLLECTION_TYPES.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={isLoading}>
          Create
        </Button>
      </DialogActions>
    </Dialog>
  );
}
