import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export interface RemoteFallbackProps {
  title: string;
  reason: string;
  onRetry: () => void;
  /** A refused remote answered but was built for other versions of the shared libraries. */
  refused?: boolean;
}

/** Shown in place of a section whose remote could not be loaded; the rest of the shell keeps working. */
export function RemoteFallback({ title, reason, onRetry, refused = false }: RemoteFallbackProps) {
  return (
    <Card
      variant="outlined"
      role="alert"
      aria-live="assertive"
      sx={{ maxWidth: 640, mx: 'auto', mt: 4 }}
    >
      <CardContent>
        <Alert severity="warning" variant="outlined">
          <AlertTitle>
            {refused ? `${title} cannot run in this console` : `${title} is unavailable right now`}
          </AlertTitle>
          {refused
            ? 'This release of the section was built for other versions of the libraries the console shares with it, so it was not loaded. Everything else keeps working; a compatible release will load on Retry.'
            : 'This part of the console could not be loaded. Everything else keeps working; try again in a moment.'}
        </Alert>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Details: {reason}
        </Typography>
      </CardContent>
      <CardActions>
        <Button variant="contained" onClick={onRetry} autoFocus>
          Retry
        </Button>
      </CardActions>
    </Card>
  );
}
