import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A named group of fields; a fieldset so screen readers announce the group with each field. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, mb: 2, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" color="text.secondary" sx={{ mb: 0.5 }}>
        {legend}
      </Typography>
      {children}
    </Box>
  );
}
