import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { shortLivedScript } from '@switchboard/platform/testing/platform-bundle';
import {
  startEmbeddingsTestServer,
  type EmbeddingsTestServer,
} from '@switchboard/embedding-model/testing/embeddings-test-server';
import type { EvalFigures } from './repo-eval';

const root = path.join(__dirname, '..', '..');
const KEY = 'sk-eval-endpoint-key-93d1';

let endpoint: EmbeddingsTestServer;
beforeAll(async () => {
  endpoint = await startEmbeddingsTestServer({ apiKey: KEY });
});
afterAll(() => endpoint.close());

// `npm run eval -- --endpoint URL --model NAME` against the local OpenAI-compatible server
// the Model panel's tests use (real HTTP), on three answerable and three out-of-scope
// questions of one bot: the bot's knowledge is embedded by the endpoint with the key from
// the environment, and each question is embedded there too. The eval's throwaway platform
// is PGlite in its own process, so only the PGlite project runs this (jest-projects.mjs).
it('runs the question sets with a bot embedding on an OpenAI-compatible endpoint', async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    shortLivedScript(
      path.join(root, 'bench/eval/eval.ts'),
      ...['--endpoint', endpoint.baseUrl, '--model', 'test-embed-small'],
      ...['--bot', 'customer-support', '--first', '3', '--json'],
    ),
    {
      cwd: root,
      timeout: 280_000,
      env: { ...process.env, EVAL_EMBEDDINGS_API_KEY: KEY },
    },
  );
  const figures = JSON.parse(stdout.trim().split('\n').at(-1)!) as EvalFigures;
  expect(figures).toMatchObject({ answerable: 3, unanswerable: 3 });
  expect(stdout).toMatch(/embedding with test-embed-small at http:\/\/127\.0\.0\.1:\d+\/v1: /);
  // Every call carried the key, for the bot's passages (batches) and each question (one input).
  expect(endpoint.requests.every((r) => r.authorization === `Bearer ${KEY}`)).toBe(true);
  expect(endpoint.requests.every((r) => r.model === 'test-embed-small')).toBe(true);
  const passages = endpoint.requests.filter((r) => r.inputs > 1);
  expect(passages.reduce((sum, r) => sum + r.inputs, 0)).toBeGreaterThan(27);
  // The panel's Test, then at least each of the six questions through chat and retrieval.
  expect(endpoint.requests.filter((r) => r.inputs === 1).length).toBeGreaterThanOrEqual(7);
  expect(figures.recall5).toBeGreaterThan(0);
}, 300_000);
