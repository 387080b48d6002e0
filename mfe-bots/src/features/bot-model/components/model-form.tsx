import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  botModelInputSchema,
  type BotModel,
  type BotModelInput,
  type BotModelSource,
} from '@switchboard/domain';
import { ApiErrorAlert } from '@switchboard/shared-ui';
import { useState } from 'react';
import { useSaveBotModelMutation, useTestBotModelMutation } from '../api/bot-model-api';

/**
 * The bot's model as a form. The API key is write-only: the server says only whether one is
 * saved, and a blank field keeps it (for the same origin). Test and Save check the form with
 * the server's own schema first; whatever the server refuses is shown and the form kept.
 */
export function ModelForm({ botId, saved }: { botId: string; saved: BotModel }) {
  const [source, setSource] = useState<BotModelSource>(saved.source);
  const [baseUrl, setBaseUrl] = useState(saved.base_url ?? '');
  const [model, setModel] = useState(saved.model ?? '');
  const [apiKey, setApiKey] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [save, saving] = useSaveBotModelMutation();
  const [test, testing] = useTestBotModelMutation();

  const checked = (): BotModelInput | null => {
    const form =
      source === 'embedded'
        ? { source }
        : { source, base_url: baseUrl, model, ...(apiKey ? { api_key: apiKey } : {}) };
    const result = botModelInputSchema.safeParse(form);
    setFormError(result.success ? null : result.error.issues[0]!.message);
    return result.success ? result.data : null;
  };
  const run = (action: typeof save | typeof test) => {
    const input = checked();
    if (input) void action({ botId, input });
  };

  return (
    <Stack spacing={2} component="form" aria-label="Model" onSubmit={(e) => e.preventDefault()}>
      <RadioGroup
        aria-label="Embedding model"
        value={source}
        onChange={(e) => setSource(e.target.value as BotModelSource)}
      >
        <FormControlLabel
          value="embedded"
          control={<Radio />}
          label={`Embedded model (default${saved.embedded_model.id ? `: ${saved.embedded_model.id}` : ''})`}
        />
        <FormControlLabel
          value="endpoint"
          control={<Radio />}
          label="OpenAI-compatible embeddings endpoint"
        />
      </RadioGroup>
      {source === 'endpoint' ? (
        <>
          <TextField
            label="Base URL"
            value={baseUrl}
            onChange={(e) => setBaseUrl(e.target.value)}
            helperText="For example https://api.example.com/v1 (/embeddings is added)"
            required
          />
          <TextField
            label="Model name"
            value={model}
            onChange={(e) => setModel(e.target.value)}
            required
          />
          <TextField
            label="API key"
            type="password"
            autoComplete="off"
            value={apiKey}
            onChange={(e) => setApiKey(e.target.value)}
            helperText={
              saved.api_key_set
                ? 'A key is saved on the server; leave blank to keep it for the same address'
                : 'Kept on the server, never shown again'
            }
          />
        </>
      ) : null}
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <ApiErrorAlert error={testing.error} />
      {testing.data && !testing.error ? (
        <Alert severity="success">
          Test passed: {testing.data.dimensions} dimensions in {testing.data.milliseconds} ms
        </Alert>
      ) : null}
      <ApiErrorAlert error={saving.error} />
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => run(test)} disabled={testing.isLoading}>
          {testing.isLoading ? 'Testing…' : 'Test'}
        </Button>
        <Button variant="contained" onClick={() => run(save)} disabled={saving.isLoading}>
          {saving.isLoading ? 'Saving…' : 'Save'}
        </Button>
      </Stack>
    </Stack>
  );
}
