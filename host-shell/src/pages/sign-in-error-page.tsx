import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';

/** Where the session library sends the user when no sign-in provider list can be had. */
export function SignInErrorPage() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <Typography variant="h4" component="h1">
          Sign-in is unavailable
        </Typography>
        <Alert severity="error">
          The list of sign-in providers could not be obtained. Try again in a moment.
        </Alert>
        <Button component={Link} to="/auth/login" variant="contained">
          Back to sign-in
        </Button>
      </Stack>
    </Box>
  );
}
