import { rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { apiClient, request, signIn, type ApiClient } from '../../testing/http-client';
import { kbClient, TEST_KB_API_KEY } from '../../testing/kb-test-platform';
import { platformVariant } from '../../testing/platform-bundle';
import { startTestGateway, type TestGateway } from '../../testing/test-gateway';
import {
  PLATFORM_START_TIMEOUT_MS,
  startTestPlatform,
  stopTestPlatform,
  TEST_ANON_KEY,
  type TestPlatform,
} from '../../testing/test-platform';

const ADMIN = '00000000-0000-4000-8000-000000000002';
const REWORDED = 'Nothing this bot was given covers that question yet.';

let bundle: string;
let platform: TestPlatform | undefined;
let gateway: TestGateway | undefined;
let api: ApiClient;
let token: string;

/**
 * A test build whose knowledge service words its decline differently: the decline must
 * still reach Needs review, the declined filter and the decline rate, which read the
 * outcome the service reported and never the answer's wording. The customer-support bot
 * has no knowledge here (the seed's knowledge is off), so every question is declined.
 */
beforeAll(async () => {
  bundle = await platformVariant({
    file: /retrieval[\\/]answer-composer\.ts$/,
    from: `"I don't know. None of the documents or web pages this service has been given answer that question."`,
    to: JSON.stringify(REWORDED),
  });
  platform = await startTestPlatform({ KB_API_KEY: TEST_KB_API_KEY }, undefined, bundle);
  gateway = await startTestGateway({
    PLATFORM_URL: platform.url,
    SUPABASE_ANON_KEY: TEST_ANON_KEY,
    KNOWLEDGE_API_KEY: TEST_KB_API_KEY,
    PROXY_ALLOWED_ORIGINS: platform.url,
  });
  token = (await signIn(platform.url, 'admin@switchboard.local')).access_token;
  api = apiClient(platform.url, token);
}, PLATFORM_START_TIMEOUT_MS * 2);

afterAll(async () => {
  await gateway?.close();
  await stopTestPlatform(platform);
  if (bundle) rmSync(bundle, { force: true });
}, PLATFORM_START_TIMEOUT_MS);

it('lists a reworded decline in Needs review and counts it in the decline rate', async () => {
  const bots = (await api.get('/api/bots')).body as { id: string; botPath: string }[];
  const bot = bots.find((b) => b.botPath.endsWith('/kb/customer-support'))!;
  const created = await api.post('/api/conversations', { botId: bot.id, userId: ADMIN });
  expect(created.status).toBe(201);

  const turn = await request(gateway!.url, 'POST', `/api/conversations/${created.body.id}/turns`, {
    token,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    body: { text: 'Where can I park my boat overnight?', idempotencyKey: randomUUID() },
  });
  expect(turn.status).toBe(201);
  const answer = turn.body.assistantMessage;
  expect(answer).toMatchObject({ content: REWORDED, outcome: 'declined' });

  const review = await api.get('/api/message-search?view=needs-review&limit=100');
  expect(review.body.items.map((hit: { id: string }) => hit.id)).toContain(answer.id);
  const declined = await api.get('/api/message-search?declined=true&limit=100');
  expect(declined.body.items.map((hit: { id: string }) => hit.id)).toEqual([answer.id]);
  expect(declined.body.items[0].feedback.declined).toBe(true);

  const rates = await kbClient(platform!, 'customer-support').get('/feedback-analytics');
  expect(rates.status).toBe(200);
  expect(rates.body.totals).toMatchObject({ answers: 1, declined: 1, decline_rate: 1 });
});
