import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { signIn } from '@switchboard/shared-auth';
import { useState, type FormEvent } from 'react';

export interface SignInCardProps {
  /** The line above the heading: whose sign-in this is. */
  overline: string;
  /** A line under the heading. */
  tagline?: string;
  /** A reason to show before any attempt, such as a redirect's. */
  initialError?: string | null;
  /** Why the user is here when it is not an error, such as a session ended elsewhere. */
  notice?: string | null;
}

/**
 * The console's sign-in form, for the shell's login page and a remote's standalone page
 * alike. It uses no router, so the shell can show it before the router has loaded; the
 * session it starts is what the page watches to move on.
 */
export function SignInCard({
  overline,
  tagline,
  initialError = null,
  notice = null,
}: SignInCardProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(initialError);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await signIn(email.trim(), password);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Sign-in failed');
    } finally {
      setPending(false);
    }
  }

  // Both fields: bound to their state, required, full width, and locked while signing in.
  const field = (value: string, set: (value: string) => void) => ({
    value,
    onChange: ({ target }: { target: { value: string } }) => set(target.value),
    disabled: pending,
    required: true,
    fullWidth: true,
  });

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="overline" color="primary">
            {overline}
          </Typography>
          <Typography variant="h5" component="h1" gutterBottom>
            Sign in
          </Typography>
          {tagline ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {tagline}
            </Typography>
          ) : null}
          <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-busy={pending}>
            {notice && !error ? (
              <Alert severity="info" role="status">
                {notice}
              </Alert>
            ) : null}
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            <TextField
              {...field(email, setEmail)}
              label="E-mail"
              type="email"
              autoComplete="username"
              autoFocus
            />
            <TextField
              {...field(password, setPassword)}
              label="Password"
              type="password"
              autoComplete="current-password"
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={pending || !email.trim() || !password}
              startIcon={
                pending ? (
                  <CircularProgress size={18} color="inherit" aria-label="Signing in" />
                ) : null
              }
            >
              Sign in
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
