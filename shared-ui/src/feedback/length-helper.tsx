import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A counter appears from this share of the limit on, so the limit is known before it is hit. */
const NEAR_LIMIT = 0.8;

/**
 * A text field's helper: its message (an error or a hint) and, near the limit, how many of
 * the allowed characters are used. Over the limit the form's own check says so; the counter
 * only shows how far over.
 */
export function lengthHelper(
  message: ReactNode,
  length: number,
  max: number | undefined,
): ReactNode {
  if (!max || length < max * NEAR_LIMIT) return message;
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <span>{message}</span>
      <Box component="span" data-testid="length-count" sx={{ flexShrink: 0 }}>
        {length} / {max}
      </Box>
    </Box>
  );
}
