import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h4" component="h1">
        Page not found
      </Typography>
      <Typography>There is no page at this address.</Typography>
      <Button component={Link} to="/pages/dashboard" variant="outlined">
        Go to the dashboard
      </Button>
    </Stack>
  );
}
