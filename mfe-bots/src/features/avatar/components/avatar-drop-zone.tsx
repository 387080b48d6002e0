import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { AVATAR_MIME_TYPES } from '../lib/check-image-file';

/** Pick or drop one image file; checking it is the caller's job. */
export function AvatarDropZone({ onFile }: { onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      }}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 3,
        textAlign: 'center',
        bgcolor: over ? 'action.hover' : undefined,
      }}
    >
      <Typography sx={{ mb: 1 }}>Drop an image here, or</Typography>
      <Button variant="outlined" startIcon={<UploadFile />} onClick={() => input.current?.click()}>
        Choose image
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        PNG, JPEG, WebP or GIF, at most 2 MB. You can crop it to a square next.
      </Typography>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="Avatar image file"
        accept={AVATAR_MIME_TYPES.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again still reports a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Box>
  );
}
