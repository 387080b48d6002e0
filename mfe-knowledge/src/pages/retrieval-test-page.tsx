import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiErrorAlert, PageHeader, SelectField } from '@switchboard/shared-ui';
import { useState } from 'react';
import { useTestRetrievalMutation } from '../features/retrieval/api/retrieval-api';
import { NoBotSelected } from '../components/no-bot-selected';
import { useKnowledgeBot } from '../hooks/use-knowledge-bot';

/** Hit testing: what the bot's retriever finds for a question, without a conversation. */
export default function RetrievalTestPage() {
  const { botId } = useKnowledgeBot();
  const [query, setQuery] = useState('');
  const [topK, setTopK] = useState('5');
  const [test, result] = useTestRetrievalMutation();
  // Another bot's results would be misleading under this bot's name, so a result shows only
  // while the bot it was asked of is still selected. (Resetting the mutation on a bot change
  // would not do: its reset function changes with every request, so an effect on it would
  // clear each answer as it arrives.)
  const [testedBot, setTestedBot] = useState<string | null>(null);
  if (!botId) return <NoBotSelected title="Retrieval test" />;
  const current = testedBot === botId;
  const data = current ? result.data : undefined;
  const error = current ? result.error : undefined;
  const isLoading = current && result.isLoading;
  const submit = () => {
    if (!query.trim()) return;
    setTestedBot(botId);
    void test({ botId, query: query.trim(), topK: Number(topK) });
  };
  return (
    <>
      <PageHeader
        title="Retrieval test"
        description="Ask a question and see the passages the bot would answer from, with their scores."
      />
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label="Question"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          sx={{ flex: 1 }}
          required
        />
        <SelectField
          label="Results"
          value={topK}
          options={['3', '5', '10', '20']}
          onChange={setTopK}
          sx={{ width: 110 }}
        />
        <Button type="submit" variant="contained" disabled={isLoading || !query.trim()}>
          Test
        </Button>
      </Stack>
      <ApiErrorAlert error={error} />
      {data ? (
        <Stack spacing={2}>
          <Alert
            severity={data.decision === 'answer' ? 'success' : 'warning'}
            data-testid="retrieval-decision"
          >
            {data.decision === 'answer'
              ? `The bot would answer (confidence ${data.confidence.toFixed(3)}, threshold ${data.threshold}).`
              : `The bot would say it does not know (confidence ${data.confidence.toFixed(3)}, below ${data.threshold}).`}
          </Alert>
          {data.chunks.length === 0 ? (
            <Typography>No passage matches this question.</Typography>
          ) : null}
          <Stack
            component="ol"
            spacing={1}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label="Ranked passages"
          >
            {data.chunks.map((chunk) => (
              <Paper component="li" key={chunk.chunk_id} variant="outlined" sx={{ p: 2 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <Chip size="small" label={`#${chunk.rank}`} />
                  <Chip size="small" color="primary" label={`score ${chunk.score.toFixed(3)}`} />
                  <Typography sx={{ fontWeight: 600 }}>
                    {chunk.title}
                    {chunk.page ? ` (page ${chunk.page})` : ''}
                  </Typography>
                  {chunk.url ? (
                    <Typography variant="body2" color="text.secondary">
                      {chunk.url}
                    </Typography>
                  ) : null}
                </Stack>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{chunk.content}</Typography>
              </Paper>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </>
  );
}
