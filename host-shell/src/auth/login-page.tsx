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
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { safeReturnUrl } from './return-url';

/** Errors the session library's routes send here. */
const REDIRECT_ERRORS: Record<string, string> = {
  SessionRequired: 'Please sign in to continue.',
  CredentialsSignin: 'Invalid login credentials',
};

export function LoginPage({ brandName }: { brandName: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { status } = useSession();
  const returnUrl = safeReturnUrl(params.get('returnUrl') ?? params.get('callbackUrl'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(
    REDIRECT_ERRORS[params.get('error') ?? ''] ?? null,
  );

  if (status === 'authenticated' && !pending) return <Navigate to={returnUrl} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await signIn(email.trim(), password);
      navigate(returnUrl, { replace: true });
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
