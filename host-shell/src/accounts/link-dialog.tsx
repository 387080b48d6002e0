import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

export interface ShownLink {
  title: string;
  email: string;
  link: string;
}

/**
 * The one-time link, shown once when the platform has no SMTP server to mail it: the admin
 * copies it to the colleague. Closing forgets it (a new one can be sent any time).
 */
export function LinkDialog({ shown, onClose }: { shown: ShownLink | null; onClose: () => void }) {
  return (
    <Dialog open={shown !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{shown?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          No mail server is configured, so send this link to {shown?.email} yourself. It works once
          and expires.
        </DialogContentText>
        <TextField
          label="One-time link"
          value={shown?.link ?? ''}
          fullWidth
          multiline
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'one-time-link' } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void navigator.clipboard?.writeText(shown?.link ?? '')}>
          Copy link
        </Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
