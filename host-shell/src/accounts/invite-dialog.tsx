import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { inviteSchema, type Role } from '@switchboard/domain';
import { SelectField } from '@switchboard/shared-ui';
import { useState } from 'react';

export interface InviteDialogProps {
  open: boolean;
  /** The roles this admin may give (only a superuser may give superuser). */
  roles: readonly Role[];
  onInvite: (email: string, role: Role) => Promise<void>;
  onClose: () => void;
}

/** E-mail and role; the refusal (an address already in use) stays in the dialog with the typed text. */
export function InviteDialog({ open, roles, onInvite, onClose }: InviteDialogProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('employee');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    setEmail('');
    setError(null);
    onClose();
  };

  async function submit() {
    const parsed = inviteSchema.safeParse({ email, role });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the e-mail and role');
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onInvite(parsed.data.email, parsed.data.role);
      close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The invitation failed');
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onClose={pending ? undefined : close} fullWidth maxWidth="xs">
      <DialogTitle>Invite a colleague</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="E-mail"
            type="email"
            value={email}
            autoFocus
            required
            onChange={(event) => setEmail(event.target.value)}
          />
          <SelectField label="Role" value={role} options={roles} onChange={setRole} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={pending}>
          Send invitation
        </Button>
      </DialogActions>
    </Dialog>
  );
}
