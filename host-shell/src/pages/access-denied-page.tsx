import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';

export function AccessDeniedPage({ botAdminOnly }: { botAdminOnly: boolean }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h4" component="h1">
        No access
      </Typography>
      <Alert severity="error">
        {botAdminOnly
          ? 'This section is for bot administrators: a superuser or admin account whose e-mail is allowed into the admin area.'
          : 'Your role does not include this page.'}{' '}
        Ask an administrator if you need it.
      </Alert>
      <Button component={Link} to="/pages/dashboard" variant="outlined">
        Go to the dashboard
      </Button>
    </Stack>
  );
}
