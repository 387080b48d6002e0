import Box from '@mui/material/Box';
import type { MessageHit } from '@switchboard/domain';
import type { ReactNode } from 'react';

/** What a search found in one message: its text, the part to show, and the matched words. */
export type MarkedText = Pick<MessageHit, 'content' | 'excerpt' | 'marks'>;

/**
 * The excerpt of a message with the server's matched words as <mark>, cut by their offsets:
 * the text itself is never read for marks, so whatever a message holds shows as typed.
 * An ellipsis says where the excerpt leaves out the rest of a long text.
 */
export function HighlightedText({ text }: { text: MarkedText }) {
  const [start, end] = text.excerpt;
  const parts: ReactNode[] = [];
  let at = start;
  for (const [from, to] of text.marks) {
    if (from < at || to > end) continue;
    parts.push(text.content.slice(at, from));
    parts.push(
      <Box
        key={from}
        component="mark"
        sx={{ bgcolor: 'warning.light', color: 'inherit', px: 0.25 }}
      >
        {text.content.slice(from, to)}
      </Box>,
    );
    at = to;
  }
  parts.push(text.content.slice(at, end));
  return (
    <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {start > 0 ? '… ' : null}
      {parts}
      {end < text.content.length ? ' …' : null}
    </Box>
  );
}
