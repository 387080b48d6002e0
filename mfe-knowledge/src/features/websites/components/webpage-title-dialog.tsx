import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { ApiError } from '@switchboard/shared-auth';
import { useToast } from '@switchboard/shared-ui';
import { useState } from 'react';
import type { Webpage } from '../api/webpage';
import { useUpdateWebpageMutation } from '../api/websites-api';

/** A title staff set here survives later recrawls of the page. */
export function WebpageTitleDialog({
  botId,
  page,
  onClose,
}: {
  botId: string;
  page: Webpage;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(page.title ?? '');
  const [error, setError] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateWebpageMutation();
  const toast = useToast();
  const save = async () => {
    if (!title.trim()) return setError('Title is required');
    const result = await update({ botId, id: page.id, title: title.trim() });
    if ('error' in result) {
      const message = (result.error as ApiError).message;
      setError(message);
      toast.error(message);
      return;
    }
    toast.success('Web page updated');
    onClose();
  };
  return (
    <Dialog open onClose={isLoading ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>Edit web page</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <TextField
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          fullWidth
          required
          sx={{ mt: 1 }}
          helperText={page.url}
        />
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
