import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';

export interface RetryAlertProps {
  children: AlertProps['children'];
  /** Without it the alert has no Retry (nothing can be tried again). */
  onRetry?: () => void;
  severity?: AlertProps['severity'];
  sx?: AlertProps['sx'];
}

/** A failed load said in words, with the Retry that loads it again. */
export function RetryAlert({ children, onRetry, severity = 'error', sx }: RetryAlertProps) {
  return (
    <Alert
      severity={severity}
      sx={sx}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    >
      {children}
    </Alert>
  );
}
