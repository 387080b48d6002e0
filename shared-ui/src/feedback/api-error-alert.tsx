import Alert, { type AlertProps } from '@mui/material/Alert';
import type { ApiError } from '@switchboard/shared-data';

export interface ApiErrorAlertProps {
  /** A failed call's error; without one nothing is shown. */
  error: unknown;
  severity?: AlertProps['severity'];
  sx?: AlertProps['sx'];
}

/** What a failed call said, in an alert beside what it was for. */
export function ApiErrorAlert({ error, severity = 'error', sx }: ApiErrorAlertProps) {
  if (!error) return null;
  return (
    <Alert severity={severity} sx={sx}>
      {(error as ApiError).message}
    </Alert>
  );
}
