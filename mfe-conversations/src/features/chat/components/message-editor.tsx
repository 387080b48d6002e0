import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

export function MessageEditor({
  initial,
  pending,
  onSave,
  onCancel,
}: {
  initial: string;
  pending: boolean;
  onSave: (content: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  return (
    <Stack spacing={1} sx={{ minWidth: 280, bgcolor: 'background.paper', p: 0.5, borderRadius: 1 }}>
      <TextField
        label="Message text"
        multiline
        maxRows={12}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoFocus
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button
          size="small"
          variant="contained"
          onClick={() => onSave(text.trim())}
          disabled={pending || !text.trim()}
        >
          Save
        </Button>
      </Stack>
    </Stack>
  );
}
