import Box from '@mui/material/Box';
import { HIGHLIGHT_END, HIGHLIGHT_START } from '@switchboard/domain';

/** The server marks matched words between HIGHLIGHT_START and HIGHLIGHT_END; they show as <mark>. */
export function HighlightedText({ text }: { text: string }) {
  const parts = text.split(HIGHLIGHT_START);
  return (
    <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts[0]}
      {parts.slice(1).map((part, index) => {
        const [marked = '', rest = ''] = part.split(HIGHLIGHT_END);
        return (
          <span key={index}>
            <Box component="mark" sx={{ bgcolor: 'warning.light', color: 'inherit', px: 0.25 }}>
              {marked}
            </Box>
            {rest}
          </span>
        );
      })}
    </Box>
  );
}
