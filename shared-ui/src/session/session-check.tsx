import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** What a page shows while the stored session is being checked. */
export function SessionCheck() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }} aria-busy="true">
      <CircularProgress aria-label="Checking your session" />
    </Box>
  );
}
