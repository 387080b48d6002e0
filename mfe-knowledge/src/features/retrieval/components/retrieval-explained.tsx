import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RetrievalAnswer } from '@switchboard/domain';
import { synonymList } from '../lib/synonym-list';
import { PassageCard } from './passage-card';

/** What the retriever found for one question, and why: decision, terms, synonyms, passages. */
export function RetrievalExplained({ result }: { result: RetrievalAnswer }) {
  return (
    <Stack spacing={2}>
      <Alert
        severity={result.decision === 'answer' ? 'success' : 'warning'}
        data-testid="retrieval-decision"
      >
        {result.decision === 'answer'
          ? `The bot would answer (confidence ${result.confidence.toFixed(3)}, threshold ${result.threshold}): ${result.answer}`
          : `The bot would say it does not know (confidence ${result.confidence.toFixed(3)}, below ${result.threshold}).${result.withheld_answer ? ` Its answer would have been: ${result.withheld_answer}` : ''}`}
      </Alert>
      <Typography variant="body2">
        Searched terms:{' '}
        {result.words.length
          ? result.words.map((w) => `${w.word} (idf ${w.idf.toFixed(2)})`).join(', ')
          : 'none'}
        . Okapi BM25 with k1 {result.bm25.k1}, b {result.bm25.b}.
      </Typography>
      <Typography variant="body2" data-testid="synonyms-used">
        Synonyms used: {synonymList(result.synonyms)}
      </Typography>
      {result.chunks.length === 0 ? (
        <Typography>No passage matches this question.</Typography>
      ) : null}
      <Stack
        component="ol"
        spacing={1}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label="Ranked passages"
      >
        {result.chunks.map((passage) => (
          <PassageCard key={passage.chunk_id} passage={passage} />
        ))}
      </Stack>
    </Stack>
  );
}
