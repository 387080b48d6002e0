import { ask, uploadFile, useKbPlatform } from '@switchboard/platform/testing/kb-test-platform';
import { STAFF_HEADER } from '../chat-sessions/session-owner';

const { kb } = useKbPlatform({}, 'customer-support');

// What the gateway adds for a bot admin (the chat proxy's claim and the service routes').
const asStaff = { headers: { [STAFF_HEADER]: 'bot-admin' } };
const asReader = { headers: { [STAFF_HEADER]: 'bot-admin-reader' } };

const QUESTION = 'What is the Quenby discount code for staff?';
const FACT = 'The Quenby staff discount code is HX-4471.';
let privateId: string;

beforeAll(async () => {
  const uploaded = await uploadFile(kb, 'quenby-internal.txt', `Quenby internal\n\n${FACT}`, {
    is_public: 'false',
  });
  expect(uploaded.body).toMatchObject({ status: 'ready', is_public: false });
  privateId = uploaded.body.id;
});

const chat = (options: object, body: Record<string, unknown> = {}) =>
  kb.post('/chat/', { message: QUESTION, user_id: 'asker-1', ...body }, options);

it("never answers the bot's users from a private document, nor cites it", async () => {
  const answer = await ask(kb, QUESTION);
  expect(answer.outcome).toBe('declined');
  expect(answer.answer).not.toMatch(/HX-4471/);
  expect(answer.sources.map((s: { id: string }) => s.id)).not.toContain(privateId);
  // Nor does the Retrieval test rank it for a caller the gateway does not vouch for.
  const ranked = await kb.post('/retrieve/', { query: QUESTION, top_k: 20 });
  expect(ranked.status).toBe(200);
  expect(ranked.body.chunks.map((c: { source_id: string }) => c.source_id)).not.toContain(
    privateId,
  );
  expect(ranked.body.decision).toBe('dont_know');
});

it('answers staff from it, in their own conversation and the Retrieval test', async () => {
  const answer = await chat(asStaff, { user_id: 'admin-1' });
  expect(answer.status).toBe(200);
  expect(answer.body.answer).toMatch(/HX-4471/);
  expect(answer.body.sources[0]).toMatchObject({ type: 'document', id: privateId });
  const ranked = await kb.post('/retrieve/', { query: QUESTION }, asReader);
  expect(ranked.body.chunks[0]).toMatchObject({ source_id: privateId });
  expect(ranked.body.decision).toBe('answer');
});

it("keeps it out of staff's reply into a user's conversation, which the user reads", async () => {
  const first = await chat({}, { user_id: 'asker-2' });
  expect(first.status).toBe(200);
  const reply = await chat(asStaff, { user_id: 'admin-1', session_id: first.body.session_id });
  expect(reply.status).toBe(200);
  expect(reply.body.answer).not.toMatch(/HX-4471/);
  const history = await kb.get(`/chat/${first.body.session_id}?user_id=asker-2`);
  expect(JSON.stringify(history.body)).not.toMatch(/HX-4471/);
});

it('answers everyone once staff make it public, and no one publicly once private again', async () => {
  const made = await kb.upload('PUT', `/documents/${privateId}`, { is_public: 'true' });
  expect(made.body).toMatchObject({ is_public: true });
  expect((await ask(kb, QUESTION)).answer).toMatch(/HX-4471/);
  await kb.upload('PUT', `/documents/${privateId}`, { is_public: 'false' });
  expect((await ask(kb, QUESTION)).outcome).toBe('declined');
});
