import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { renderMarkdown } from '../lib/render-markdown';

/** A reply's Markdown; the HTML comes only from the sanitising renderer. */
export function MarkdownReply({ text }: { text: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return (
    <Box
      className="markdown-reply"
      sx={{
        '& p': { my: 0.5 },
        '& pre': { p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' },
        '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
        '& table': { borderCollapse: 'collapse', my: 1 },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
        '& ul, & ol': { pl: 3, my: 0.5 },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
