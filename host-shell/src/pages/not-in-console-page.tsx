import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The recruitment entries the menu inherited: their routes stay, with an honest answer. */
export function NotInConsolePage({ label }: { label: string }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {label}
      </Typography>
      <Alert severity="info">
        The {label} module belongs to the recruitment product this menu was inherited from. It is
        not part of this console.
      </Alert>
    </Stack>
  );
}
