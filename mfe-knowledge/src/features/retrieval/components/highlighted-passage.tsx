import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { highlightTerms, type MatchedTerm } from '../lib/highlight-terms';

const why = (term: MatchedTerm) =>
  term.kind === 'asked' ? `asked: ${term.word}` : `synonym (${term.kind}): ${term.word}`;

/** The passage's text with the question's terms it holds marked; synonyms are underlined too. */
export function HighlightedPassage({
  content,
  matched,
}: {
  content: string;
  matched: MatchedTerm[];
}) {
  return (
    <Typography sx={{ whiteSpace: 'pre-wrap' }}>
      {highlightTerms(content, matched).map((part, index) =>
        part.term ? (
          <Box
            component="mark"
            key={index}
            title={why(part.term)}
            data-term={part.term.term}
            data-kind={part.term.kind}
            sx={{
              // Black on a light amber is well above WCAG AA contrast in both themes.
              bgcolor: part.term.kind === 'asked' ? '#ffe082' : '#b3e5fc',
              color: '#000',
              borderRadius: 0.5,
              px: 0.25,
              textDecoration: part.term.kind === 'asked' ? 'none' : 'underline dotted',
            }}
          >
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </Typography>
  );
}
