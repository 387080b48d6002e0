import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RetrievedPassage } from '@switchboard/domain';
import { HighlightedPassage } from './highlighted-passage';

const termLabel = ({ word, term, tf, kind }: RetrievedPassage['matched_terms'][number]) =>
  `${word}${word.toLowerCase() === term ? '' : ` (${term})`} ×${tf}${kind === 'asked' ? '' : ` · ${kind} synonym`}`;

/**
 * One ranked passage: its BM25 score and (when the embedding ranked it) its cosine to the
 * question, the question terms it holds, its text with them marked.
 */
export function PassageCard({ passage }: { passage: RetrievedPassage }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2 }}
      aria-label={`Passage ${passage.rank}: ${passage.title}`}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
      >
        <Chip size="small" label={`#${passage.rank}`} />
        <Chip
          size="small"
          color="primary"
          label={`BM25 ${passage.score.toFixed(3)}`}
          data-testid="passage-score"
        />
        {passage.vector_score === null ? null : (
          <Chip
            size="small"
            color="secondary"
            label={`cosine ${passage.vector_score.toFixed(3)}`}
            data-testid="passage-vector-score"
          />
        )}
        <Chip
          size="small"
          variant="outlined"
          label={`covers ${Math.round(passage.coverage * 100)}% of the question`}
        />
        <Typography sx={{ fontWeight: 600 }}>
          {passage.title}
          {passage.page ? ` (page ${passage.page})` : ''}
        </Typography>
        {passage.url ? (
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {passage.url}
          </Typography>
        ) : null}
      </Stack>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="body2" color="text.secondary" component="span">
          Matched terms:
        </Typography>
        {passage.matched_terms.length === 0 ? (
          <Typography variant="body2" component="span">
            none
          </Typography>
        ) : (
          passage.matched_terms.map((term) => (
            <Chip
              key={term.term}
              size="small"
              variant={term.kind === 'asked' ? 'filled' : 'outlined'}
              label={termLabel(term)}
            />
          ))
        )}
      </Stack>
      <HighlightedPassage content={passage.content} matched={passage.matched_terms} />
    </Paper>
  );
}
