import {
  ask,
  kbClient,
  useKbPlatform,
  type KbClient,
} from '@switchboard/platform/testing/kb-test-platform';
import { CALLER_HEADER, STAFF_HEADER } from '../chat-sessions/session-owner';

const { platform, kb } = useKbPlatform();
// Staff claims count on a bot's service only: the general one is the personal playground.
let bot: KbClient;
beforeAll(() => {
  bot = kbClient(platform, 'customer-support');
});

const as = (user: string) => ({ headers: { [CALLER_HEADER]: user } });

it('keeps a session to the user who made it', async () => {
  const first = await ask(kb, 'Where is the office?');
  const path = `/chat/${first.session_id}`;

  expect((await kb.get(path, as('tester'))).status).toBe(200);
  expect(await kb.get(path, as('someone-else'))).toMatchObject({
    status: 403,
    body: { error: 'This chat session belongs to another user' },
  });
  expect((await kb.get(`${path}?user_id=someone-else`)).status).toBe(403);
  expect((await kb.get(path)).body.error).toMatch(/user_id is required/);
  expect((await kb.delete(path, as('someone-else'))).status).toBe(403);

  const hijack = await kb.post(
    '/chat/',
    { message: 'More', user_id: 'someone-else', session_id: first.session_id },
    as('someone-else'),
  );
  expect(hijack).toMatchObject({ status: 403 });
  const history = await kb.get(path, as('tester'));
  expect(history.body.messages).toHaveLength(2);

  // The gateway's header wins over a user_id the browser put in the body.
  const spoofed = await kb.post('/chat/', { message: 'Hi', user_id: 'tester' }, as('mallory'));
  expect(spoofed).toMatchObject({
    status: 400,
    body: { error: 'user_id must be the signed-in user' },
  });

  expect((await kb.delete(path, as('tester'))).status).toBe(200);
  expect((await kb.get(path, as('tester'))).status).toBe(404);
});

it("lets a bot admin read and reply into a user's session, never delete it", async () => {
  const first = await ask(bot, 'Where is the office?');
  const path = `/chat/${first.session_id}`;
  const staff = (user: string) => ({
    headers: { [CALLER_HEADER]: user, [STAFF_HEADER]: 'bot-admin' },
  });

  expect((await bot.get(path, staff('admin-1'))).body.messages).toHaveLength(2);
  const reply = await bot.post(
    '/chat/',
    { message: 'Following up', user_id: 'admin-1', session_id: first.session_id },
    staff('admin-1'),
  );
  expect(reply).toMatchObject({ status: 200, body: { session_id: first.session_id } });
  const history = await bot.get(path, as('tester'));
  expect(history.body.messages).toHaveLength(4);
  expect(history.body.messages[2].message_object).toEqual({
    query: 'Following up',
    asked_by: 'admin-1',
  });

  expect(await bot.delete(path, staff('admin-1'))).toMatchObject({
    status: 403,
    body: { error: 'This chat session belongs to another user' },
  });
  // Any other value of the header is no claim at all.
  expect(
    (await bot.get(path, { headers: { [CALLER_HEADER]: 'x', [STAFF_HEADER]: 'yes' } })).status,
  ).toBe(403);
  // A new session a bot admin starts is their own, as for anyone.
  const own = await bot.post('/chat/', { message: 'Hello', user_id: 'admin-1' }, staff('admin-1'));
  expect((await bot.get(`/chat/${own.body.session_id}`, as('tester'))).status).toBe(403);
});
