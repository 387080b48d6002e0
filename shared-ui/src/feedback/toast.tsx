import { SnackbarProvider, useSnackbar } from 'notistack';
import { useMemo, type ReactNode } from 'react';

/** Every toast lasts 3000 ms (docs/product-rules.md). */
export const TOAST_LIFE_MS = 3000;

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={TOAST_LIFE_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
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
      success: (message) => enqueueSnackbar(message, { variant: 'success' }),
      error: (message) =>
        enqueueSnackbar(
          <span>
            <strong>Error</strong>: {message}
          </span>,
          { variant: 'error' },
        ),
    }),
    [enqueueSnackbar],
  );
}
