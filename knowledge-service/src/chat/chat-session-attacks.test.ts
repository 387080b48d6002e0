import {
  kbClient,
  useKbPlatform,
  type KbClient,
} from '@switchboard/platform/testing/kb-test-platform';
import { CALLER_HEADER, STAFF_HEADER } from '../chat-sessions/session-owner';

// Replays of the second probe: one bot admin acted as another user on their chat sessions
// by naming the owner in `user_id`, and a bot pointed at the general service let a
// superuser read and delete an admin's personal playground session.
const { platform, kb: playground } = useKbPlatform();
let bot: KbClient;
beforeAll(() => {
  bot = kbClient(platform, 'customer-support');
});

const OWNER = 'admin-owner';
const as = (user: string, staff?: string) => ({
  headers: { [CALLER_HEADER]: user, ...(staff ? { [STAFF_HEADER]: staff } : {}) },
});

async function ownersSession(service: KbClient) {
  const started = await service.post('/chat/', { message: 'Where is the office?', user_id: OWNER });
  expect(started.status).toBe(200);
  return started.body.session_id as string;
}

const transcriptLength = async (service: KbClient, sessionId: string) =>
  (await service.get(`/chat/${sessionId}`, as(OWNER))).body.messages.length as number;

describe('the personal playground (the general service)', () => {
  it.each(['bot-admin', 'bot-admin-reader'])(
    'stays its owner\'s whatever staff claim "%s" comes with it',
    async (claim) => {
      const sessionId = await ownersSession(playground);
      const path = `/chat/${sessionId}`;
      const superuser = as('superuser-1', claim);
      expect(await playground.get(path, superuser)).toMatchObject({
        status: 403,
        body: { error: 'This chat session belongs to another user' },
      });
      const written = await playground.post(
        '/chat/',
        { message: 'Planted', user_id: 'superuser-1', session_id: sessionId },
        superuser,
      );
      expect(written.status).toBe(403);
      expect((await playground.delete(`${path}?user_id=${OWNER}`, superuser)).status).toBe(403);
      expect(await transcriptLength(playground, sessionId)).toBe(2);
    },
  );
});

describe("a bot's service, called with the per-bot routes' read-only staff claim", () => {
  const reader = as('admin-2', 'bot-admin-reader');

  it("lets staff read a user's session but never write into or delete it", async () => {
    const sessionId = await ownersSession(bot);
    const path = `/chat/${sessionId}`;
    expect(await bot.get(path, reader)).toMatchObject({
      status: 200,
      body: { session_id: sessionId },
    });
    expect(
      await bot.post(
        '/chat/',
        { message: 'Planted', user_id: 'admin-2', session_id: sessionId },
        reader,
      ),
    ).toMatchObject({ status: 403, body: { error: 'This chat session belongs to another user' } });
    expect(await bot.delete(path, reader)).toMatchObject({ status: 403 });
    expect(await transcriptLength(bot, sessionId)).toBe(2);
  });

  it('ignores a user_id naming the owner once the gateway names the caller', async () => {
    const sessionId = await ownersSession(bot);
    const path = `/chat/${sessionId}`;
    for (const headers of [as('admin-2'), reader]) {
      expect((await bot.delete(`${path}?user_id=${OWNER}`, headers)).status).toBe(403);
      const spoofed = await bot.post(
        '/chat/',
        { message: 'Planted', user_id: OWNER, session_id: sessionId },
        headers,
      );
      expect(spoofed).toMatchObject({
        status: 400,
        body: { error: 'user_id must be the signed-in user' },
      });
    }
    expect(await transcriptLength(bot, sessionId)).toBe(2);
    expect((await bot.get(path, as(OWNER))).status).toBe(200);
  });
});
