import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../feedback/confirm-dialog';
import { useId, useState, type FormEventHandler, type ReactNode } from 'react';

export interface FormSheetProps {
  open: boolean;
  title: string;
  /** Unsaved changes: closing asks before throwing them away. */
  dirty: boolean;
  saving: boolean;
  /** Why the last save failed; the sheet stays open with everything typed. */
  error?: string | null;
  /** Shown instead of the error, for failures that offer choices (a stale save). */
  notice?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The right-hand add/edit sheet. The drawer is a modal, so focus moves into it and
 * returns to the button that opened it when it closes. It lies above the top bar's layer
 * (so the backdrop covers the bar and nothing there competes with the sheet) but starts
 * below the bar, where its title and close button are in plain view.
 */
export function FormSheet({
  open,
  title,
  dirty,
  saving,
  error,
  notice,
  onSubmit,
  onClose,
  children,
}: FormSheetProps) {
  const titleId = useId();
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  function requestClose() {
    if (saving) return;
    if (dirty) setConfirmingDiscard(true);
    else onClose();
  }

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={requestClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: {
            width: { xs: '100%', sm: 560 },
            top: { xs: 56, sm: 64 },
            height: { xs: 'calc(100% - 56px)', sm: 'calc(100% - 64px)' },
          },
        },
      }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            pl: 3,
            pr: 1.5,
            pt: 2,
            pb: 1,
          }}
        >
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          <IconButton aria-label="Close" onClick={requestClose} disabled={saving}>
            <Close />
          </IconButton>
        </Stack>
        <Box sx={{ flex: 1, overflowY: 'auto', px: 3, py: 1 }}>{children}</Box>
        <Stack spacing={2} sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
          {notice ??
            (error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null)}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={requestClose} disabled={saving}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={saving}
              startIcon={
                saving ? <CircularProgress size={16} color="inherit" aria-label="Saving" /> : null
              }
            >
              {saving ? 'Saving…' : 'Save'}
            </Button>
          </Stack>
        </Stack>
      </Box>
      <ConfirmDialog
        open={confirmingDiscard}
        title="Discard changes?"
        confirmLabel="Discard"
        destructive
        onCancel={() => setConfirmingDiscard(false)}
        onConfirm={() => {
          setConfirmingDiscard(false);
          onClose();
        }}
      >
        What you typed in “{title}” has not been saved.
      </ConfirmDialog>
    </Drawer>
  );
}
