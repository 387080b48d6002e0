import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { staleRowOf, type ApiError } from '@switchboard/shared-data';
import { useState, type ReactNode } from 'react';
import { useToast } from './toast';

/** What a mutation trigger's promise settles to (RTK Query's result shape). */
export type MutationOutcome = { data: unknown } | { error: unknown };

/** What a save does with a stale refusal (412): hands over the row as it now stands. */
export interface SaveOptions {
  onStale?: (current: unknown) => void;
}

/**
 * The save step of a small edit dialog: a refused check or a failed request keeps the
 * dialog open with everything typed and says why (on the form and in a toast); a
 * success toasts and closes. A stale save hands the current row to `onStale`, whose
 * notice (the dialog's `notice`) takes the error's place.
 */
export function useFormDialog(onClose: () => void) {
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async (
    request: Promise<MutationOutcome>,
    success: string,
    options: SaveOptions = {},
  ) => {
    setSaving(true);
    const result = await request;
    setSaving(false);
    if ('error' in result) {
      const message = (result.error as ApiError).message;
      const current = options.onStale ? staleRowOf(result.error) : undefined;
      if (current) options.onStale!(current);
      setError(current ? null : message);
      toast.error(message);
      return;
    }
    toast.success(success);
    onClose();
  };
  /** What the dialog shows of the save: spread onto `FormDialog`. */
  const dialogProps = { saving, error, onClose };
  return { error, refuse: setError, save, dialogProps };
}

export interface FormDialogProps {
  title: string;
  submitLabel: string;
  saving: boolean;
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
  /** Shown instead of the error, for failures that offer choices (a stale save). */
  notice?: ReactNode;
  children: ReactNode;
}

/** A modal form with its error above the fields; it cannot be dismissed while saving. */
export function FormDialog({
  title,
  submitLabel,
  saving,
  error,
  onSubmit,
  onClose,
  notice,
  children,
}: FormDialogProps) {
  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {notice ?? (error ? <Alert severity="error">{error}</Alert> : null)}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
