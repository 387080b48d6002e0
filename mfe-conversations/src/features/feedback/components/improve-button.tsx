import AutoFixHigh from '@mui/icons-material/AutoFixHigh';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ImproveDialog, type ImproveTarget } from './improve-dialog';

/** "Improve this answer" on one answer; disabled until the bot and question are known. */
export function ImproveButton({ target }: { target: ImproveTarget | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        startIcon={<AutoFixHigh fontSize="inherit" />}
        disabled={!target}
        onClick={() => setOpen(true)}
      >
        Improve this answer
      </Button>
      {open && target ? <ImproveDialog target={target} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
