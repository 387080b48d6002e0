import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { signIn, useSession } from '@switchboard/shared-auth';
import { useEffect, useState, type FormEvent } from 'react';

/** Errors the session library's routes send here. */
const REDIRECT_ERRORS: Record<string, string> = {
  SessionRequired: 'Please sign in to continue.',
  CredentialsSignin: 'Invalid login credentials',
};

export interface LoginPageProps {
  brandName: string;
  /** Where to go once signed in (already made safe). */
  returnUrl: string;
  /** The `error` query parameter the session library's redirects add. */
  errorCode: string | null;
  /** Leaves the page for `returnUrl`; with or without a router (see bootstrap). */
  onSignedIn: (returnUrl: string) => void;
}

/**
 * The sign-in form. It uses no router, so the first load can show it before the
 * router and the rest of the console have been downloaded.
 */
export function LoginPage({ brandName, returnUrl, errorCode, onSignedIn }: LoginPageProps) {
  const { status } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(REDIRECT_ERRORS[errorCode ?? ''] ?? null);
  const signedIn = status === 'authenticated' && !pending;

  useEffect(() => {
    if (signedIn) onSignedIn(returnUrl);
  }, [signedIn, onSignedIn, returnUrl]);

  if (signedIn) return null;

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
            {brandName}
          </Typography>
          <Typography variant="h5" component="h1" gutterBottom>
            Sign in
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            For safety, Efficiency and Transparency
          </Typography>
          <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-busy={pending}>
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            <TextField
              label="E-mail"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              disabled={pending}
              required
              autoFocus
              fullWidth
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={pending}
              required
              fullWidth
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={pending || !email.trim() || !password}
              startIcon={pending ? <CircularProgress size={18} color="inherit" /> : null}
            >
              Sign in
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
