import { clientFor, type ApiClient } from '@switchboard/platform/testing/http-client';
import {
  kbClient,
  TEST_KB_API_KEY,
  useKbPlatform,
  type KbClient,
} from '@switchboard/platform/testing/kb-test-platform';
import { CALLER_HEADER } from '../chat-sessions/session-owner';
import { RECORDED_BY_HEADER } from './chat-routes';

const SLUG = 'customer-support';
const BOT_ID = '00000000-0000-4000-8000-000000000301';
const ADMIN_ID = '00000000-0000-4000-8000-000000000002';
const DECLINED = 'What is the capital city of Mongolia?';

const { platform } = useKbPlatform();
let bot: KbClient;
let consoleApi: ApiClient;
beforeAll(async () => {
  bot = kbClient(platform, SLUG);
  consoleApi = await clientFor(platform.url);
});

/** What the gateway's turn does: ask the bot as the console, then store both messages on the platform. */
async function consoleTurn(conversationId: string, question: string, sessionId: string | null) {
  const asked = await bot.post(
    '/chat/',
    { message: question, user_id: ADMIN_ID, session_id: sessionId },
    { headers: { [CALLER_HEADER]: ADMIN_ID, [RECORDED_BY_HEADER]: 'console' } },
  );
  expect(asked.status).toBe(200);
  const answer = asked.body;
  const stored = await consoleApi.post(
    `/api/conversations/${conversationId}/turns`,
    {
      idempotencyKey: `turn-${answer.trace_id}`,
      question,
      answer: {
        text: answer.response,
        outcome: answer.outcome,
        session_id: answer.session_id,
        sources: answer.sources,
        confidence: answer.confidence,
        retriever_type: answer.retriever_type,
        trace_id: answer.trace_id,
      },
    },
    // The platform stores a bot's answer only with the service credential the gateway holds.
    { headers: { 'x-api-key': TEST_KB_API_KEY } },
  );
  expect(stored.status).toBe(201);
  return { answer, stored: stored.body };
}

it('keeps a console turn on the console alone: the service reads it back for its history and analytics', async () => {
  const conversation = await consoleApi.post('/api/conversations', {
    botId: BOT_ID,
    userId: ADMIN_ID,
    title: 'One store per turn',
  });
  expect(conversation.status).toBe(201);
  const first = await consoleTurn(conversation.body.id, DECLINED, null);
  expect(first.answer).toMatchObject({ outcome: 'declined', id: null, message_id: null });
  const sessionId = first.answer.session_id;
  const second = await consoleTurn(conversation.body.id, 'How do refunds work?', sessionId);

  // The session's history is the console's two turns, by the console's own message ids.
  const history = await bot.get(`/chat/${sessionId}`, { headers: { [CALLER_HEADER]: ADMIN_ID } });
  expect(history.status).toBe(200);
  expect(
    history.body.messages.map((m: { id: string; message_type: string }) => [m.id, m.message_type]),
  ).toEqual(
    [first.stored, second.stored].flatMap((turn) => [
      [turn.userMessage.id, 'user'],
      [turn.assistantMessage.id, 'assistant'],
    ]),
  );
  expect(history.body.messages[0].message_object).toEqual({ query: DECLINED });
  expect(history.body.messages[1].message_object).toMatchObject({
    response: first.answer.response,
    outcome: 'declined',
    trace_id: first.answer.trace_id,
    session_id: sessionId,
  });

  const gaps = (await bot.get('/analytics/conversation/knowledge-gaps')).body.data.questions;
  expect(gaps).toContainEqual(
    expect.objectContaining({ query: DECLINED.toLowerCase(), times_asked: 1 }),
  );
  const intents = (await bot.get('/analytics/conversation/intents')).body.data.terms;
  expect(intents).toContainEqual({ term: 'refunds', questions: 1 });
  const feedback = (await bot.get('/feedback-analytics')).body;
  const declined = [first, second].filter((turn) => turn.answer.outcome === 'declined').length;
  expect(feedback.totals).toMatchObject({ answers: 2, declined });
  expect(JSON.stringify(feedback.unanswered)).toContain(DECLINED);
});

it("stores a direct caller's chat in the service as before", async () => {
  const asked = await bot.post('/chat/', { message: 'How do refunds work?', user_id: 'asker-7' });
  expect(asked.status).toBe(200);
  expect(asked.body.id).toEqual(expect.any(String));
  const history = await bot.get(`/chat/${asked.body.session_id}?user_id=asker-7`);
  expect(history.body.messages.map((m: { id: string }) => m.id)).toContain(asked.body.id);
  expect(history.body.messages).toHaveLength(2);
});

it('keeps no message of a console turn the console failed to store, only its chat event', async () => {
  const asked = await bot.post(
    '/chat/',
    { message: 'Is there a quokka discount?', user_id: ADMIN_ID },
    { headers: { [CALLER_HEADER]: ADMIN_ID, [RECORDED_BY_HEADER]: 'console' } },
  );
  expect(asked.status).toBe(200);
  // The gateway's store failed: the console has no such turn, and the service none either.
  const history = await bot.get(`/chat/${asked.body.session_id}`, {
    headers: { [CALLER_HEADER]: ADMIN_ID },
  });
  expect(history.body.messages).toEqual([]);
  const intents = (await bot.get('/analytics/conversation/intents')).body.data.terms;
  expect(intents.map((row: { term: string }) => row.term)).not.toContain('quokka');
});
