import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { AvatarDialog } from './avatar-dialog';

export function ChangeAvatarButton({ bot }: { bot: { id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<PhotoCamera />} onClick={() => setOpen(true)}>
        Change avatar
      </Button>
      {open ? <AvatarDialog bot={bot} open onClose={() => setOpen(false)} /> : null}
    </>
  );
}
