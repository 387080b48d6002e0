import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BotModel } from '@switchboard/domain';
import { fakeApi, renderPage } from '@switchboard/shared-ui/testing';
import { ModelPanel } from './model-panel';

const URL = '/api/bot-services/b1/model';
const EMBEDDED: BotModel = {
  source: 'embedded',
  base_url: null,
  model: null,
  api_key_set: false,
  model_id: 'e5-small-v2-q',
  embedded_model: { id: 'e5-small-v2-q', status: 'ready' },
  retrieval: 'hybrid',
  job: null,
};
const ENDPOINT_ID = 'openai:https://models.example/v1/embeddings#test-embed';

/** A knowledge service in memory: the saved model, a job that advances on every read. */
function fakeService({ refuseSave = false } = {}) {
  let model: BotModel = EMBEDDED;
  return fakeApi({
    [`GET ${URL}`]: () => {
      const job = model.job;
      if (job?.status === 'running') {
        const embedded = Math.min(job.total, job.embedded + 2);
        const done = embedded === job.total;
        model = {
          ...model,
          retrieval: done ? 'hybrid' : 'bm25',
          job: { ...job, embedded, status: done ? 'done' : 'running' },
        };
      }
      return [200, model];
    },
    [`PUT ${URL}`]: ({ body }) => {
      if (refuseSave) return [400, { error: 'Refusing to call 10.0.0.5: private addresses' }];
      const input = body as { base_url: string; model: string; api_key?: string };
      model = {
        ...EMBEDDED,
        source: 'endpoint',
        base_url: input.base_url,
        model: input.model,
        api_key_set: Boolean(input.api_key),
        model_id: ENDPOINT_ID,
        retrieval: 'bm25',
        job: {
          id: 'j1',
          model_id: ENDPOINT_ID,
          status: 'running',
          total: 4,
          embedded: 0,
          started_at: '2026-11-27T18:00:00.000Z',
          finished_at: null,
          last_error: null,
        },
      };
      return [200, model];
    },
    [`POST ${URL}/test`]: ({ body }) =>
      (body as { api_key?: string }).api_key === 'sk-right'
        ? [200, { model_id: ENDPOINT_ID, dimensions: 48, milliseconds: 12 }]
        : [422, { error: 'models.example refused the API key (401)' }],
  });
}

async function fillEndpoint(key: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: /OpenAI-compatible/ }));
  await user.type(screen.getByRole('textbox', { name: /Base URL/ }), 'https://models.example/v1');
  await user.type(screen.getByRole('textbox', { name: /Model name/ }), 'test-embed');
  if (key) await user.type(screen.getByLabelText(/API key/), key);
  return user;
}

it('shows the embedded model by default and how the bot answers', async () => {
  fakeService();
  renderPage(<ModelPanel botId="b1" />);
  expect(
    await screen.findByRole('radio', { name: 'Embedded model (default: e5-small-v2-q)' }),
  ).toBeChecked();
  expect(screen.getByText('hybrid (keywords and e5-small-v2-q)')).toBeInTheDocument();
  expect(screen.queryByLabelText(/API key/)).not.toBeInTheDocument();
});

it('tests an endpoint: its dimensions and time, or the endpoint’s reason', async () => {
  const calls = fakeService();
  renderPage(<ModelPanel botId="b1" />);
  const user = await fillEndpoint('sk-wrong');
  await user.click(screen.getByRole('button', { name: 'Test' }));
  expect(await screen.findByText('models.example refused the API key (401)')).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/API key/));
  await user.type(screen.getByLabelText(/API key/), 'sk-right');
  await user.click(screen.getByRole('button', { name: 'Test' }));
  expect(await screen.findByText('Test passed: 48 dimensions in 12 ms')).toBeInTheDocument();
  expect(calls.at(-1)?.body).toEqual({
    source: 'endpoint',
    base_url: 'https://models.example/v1',
    model: 'test-embed',
    api_key: 'sk-right',
  });
});

it('checks the form before any request', async () => {
  const calls = fakeService();
  renderPage(<ModelPanel botId="b1" />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: /OpenAI-compatible/ }));
  await user.type(screen.getByRole('textbox', { name: /Base URL/ }), 'models.example');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('base_url must be a URL')).toBeInTheDocument();
  expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
});

it('keeps the form when the save is refused, and says why', async () => {
  fakeService({ refuseSave: true });
  renderPage(<ModelPanel botId="b1" />);
  const user = await fillEndpoint('sk-right');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('Refusing to call 10.0.0.5: private addresses'),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Base URL/ })).toHaveValue(
    'https://models.example/v1',
  );
  expect(screen.getByRole('textbox', { name: /Model name/ })).toHaveValue('test-embed');
  expect(screen.getByRole('radio', { name: /OpenAI-compatible/ })).toBeChecked();
});

it('saves the endpoint and follows the re-embedding to done, BM25 alone meanwhile', async () => {
  fakeService();
  renderPage(<ModelPanel botId="b1" />);
  const user = await fillEndpoint('sk-right');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('Re-embedding with test-embed: 0 of 4 chunks'),
  ).toBeInTheDocument();
  expect(screen.getByText('keywords (BM25) alone')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Re-embedding progress' })).toBeInTheDocument();
  expect(
    await screen.findByText(
      'Re-embedding done: 4 chunks embedded with test-embed.',
      {},
      { timeout: 5_000 },
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('hybrid (keywords and test-embed)')).toBeInTheDocument();
  // The key is not shown again: the field is empty and says one is saved.
  const key = screen.getByLabelText(/API key/);
  expect(key).toHaveValue('');
  expect(
    within(key.closest('.MuiFormControl-root') as HTMLElement).getByText(/A key is saved/),
  ).toBeInTheDocument();
});
