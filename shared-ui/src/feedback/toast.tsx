import Close from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import {
  closeSnackbar,
  SnackbarProvider,
  useSnackbar,
  type SnackbarKey,
  type SnackbarOrigin,
} from 'notistack';
import { useMemo, type ReactNode } from 'react';

/** Every toast lasts 3000 ms (docs/product-rules.md). */
export const TOAST_LIFE_MS = 3000;

/**
 * Sheets open on the right and dialogs in the middle, both with their actions at the bottom
 * right; toasts sit at the bottom left, narrow, so that neither they nor their hover pause
 * ever stand between the user and Save or Cancel. On a phone a sheet is the whole width, so
 * toasts go to the top, over the dimmed top bar the sheet starts below.
 */
function toastOrigin(): SnackbarOrigin {
  const narrow =
    typeof window !== 'undefined' && window.matchMedia?.('(max-width: 599.95px)').matches;
  return narrow
    ? { vertical: 'top', horizontal: 'center' }
    : { vertical: 'bottom', horizontal: 'left' };
}

function dismissButton(key: SnackbarKey) {
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label="Dismiss"
      onClick={() => closeSnackbar(key)}
    >
      <Close fontSize="small" />
    </IconButton>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={TOAST_LIFE_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      action={dismissButton}
      style={{ maxWidth: 380 }}
    >
      {children}
    </SnackbarProvider>
  );
}

export interface Toasts {
  success(message: string): void;
  /** Errors show the summary "Error" with the message. */
  error(message: string): void;
}

export function useToast(): Toasts {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message) =>
        enqueueSnackbar(message, { variant: 'success', anchorOrigin: toastOrigin() }),
      error: (message) =>
        enqueueSnackbar(
          <span>
            <strong>Error</strong>: {message}
          </span>,
          { variant: 'error', anchorOrigin: toastOrigin() },
        ),
    }),
    [enqueueSnackbar],
  );
}
