import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN_LENGTH, passwordProblem } from '@switchboard/domain';
import { acceptLink, setPassword } from '@switchboard/shared-auth';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

function linkParams(): { type: 'invite' | 'recovery'; token: string } | null {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const type = params.get('type');
  const token = params.get('token_hash');
  if (!token || (type !== 'invite' && type !== 'recovery')) return null;
  return { type, token };
}

/**
 * Where an invitation or reset link leads: the new password is checked here first, then the
 * link is used (it works once) and the password set with the session it starts.
 */
export default function SetPasswordPage() {
  const navigate = useNavigate();
  const [link] = useState(linkParams);
  const [password, setPasswordText] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!link) return;
    const problem =
      passwordProblem(password) ?? (password === repeat ? null : 'The passwords do not match');
    if (problem) {
      setError(problem);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await acceptLink(link.type, link.token);
      await setPassword(password);
      // Drop the used token from the address before leaving.
      window.history.replaceState(null, '', window.location.pathname);
      navigate('/pages/dashboard', { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The password could not be set');
      setPending(false);
    }
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
            <Typography variant="h5" component="h1">
              {link?.type === 'recovery' ? 'Choose a new password' : 'Set your password'}
            </Typography>
            {!link && (
              <Alert severity="error">
                This link is incomplete. Ask your administrator for a new one.
              </Alert>
            )}
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              value={password}
              required
              helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
              onChange={(event) => setPasswordText(event.target.value)}
            />
            <TextField
              label="Repeat the password"
              type="password"
              autoComplete="new-password"
              value={repeat}
              required
              onChange={(event) => setRepeat(event.target.value)}
            />
            <Button type="submit" variant="contained" disabled={!link || pending}>
              Set password and sign in
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
