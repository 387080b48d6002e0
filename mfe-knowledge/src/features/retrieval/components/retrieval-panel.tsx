import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ApiErrorAlert, SelectField } from '@switchboard/shared-ui';
import { useState } from 'react';
import { useTestRetrievalMutation } from '../api/retrieval-api';
import { RetrievalExplained } from './retrieval-explained';

/** One question and what the bot's retriever finds for it; the page may show two side by side. */
export function RetrievalPanel({
  botId,
  label,
  name,
}: {
  botId: string;
  /** The question field's label, which tells two panels apart. */
  label: string;
  /** The region's accessible name. */
  name: string;
}) {
  const [query, setQuery] = useState('');
  const [topK, setTopK] = useState('5');
  const [test, result] = useTestRetrievalMutation();
  // Another bot's results would be misleading under this bot's name, so a result shows only
  // while the bot it was asked of is still selected. (Resetting the mutation on a bot change
  // would not do: its reset function changes with every request, so an effect on it would
  // clear each answer as it arrives.)
  const [testedBot, setTestedBot] = useState<string | null>(null);
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
    <Stack component="section" aria-label={name} spacing={2} sx={{ flex: 1, minWidth: 0 }}>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label={label}
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
      {data ? <RetrievalExplained result={data} /> : null}
    </Stack>
  );
}
