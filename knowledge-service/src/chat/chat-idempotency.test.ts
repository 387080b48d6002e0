import {
  kbClient,
  useKbPlatform,
  type KbClient,
} from '@switchboard/platform/testing/kb-test-platform';
import { REPLAYED_HEADER } from '@switchboard/server-kit/http/idempotency';
import { CALLER_HEADER } from '../chat-sessions/session-owner';

// Issue 46 item 9: direct callers of a service (the API key, no gateway) all shared one
// idempotency space, so two end users' chats sent with the same Idempotency-Key replayed
// the first user's answer and session to the second.
const { platform } = useKbPlatform();
let bot: KbClient;
beforeAll(() => {
  bot = kbClient(platform, 'customer-support');
});

const keyed = (key: string, headers: Record<string, string> = {}) => ({
  headers: { 'idempotency-key': key, ...headers },
});

describe('Idempotency-Key on a knowledge service chat', () => {
  it('keeps two direct callers naming different users apart', async () => {
    const key = 'shared-key-direct-callers';
    const first = await bot.post(
      '/chat/',
      { message: 'Where is the office?', user_id: 'alice' },
      keyed(key),
    );
    expect(first.status).toBe(200);
    const second = await bot.post(
      '/chat/',
      { message: 'What are your opening hours?', user_id: 'bob' },
      keyed(key),
    );
    expect(second.status).toBe(200);
    expect(second.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(second.body.session_id).not.toBe(first.body.session_id);
    const bobs = await bot.get(`/chat/${second.body.session_id}?user_id=bob`);
    expect(bobs.status).toBe(200);
    expect(JSON.stringify(bobs.body.messages[0])).toContain('What are your opening hours?');
  });

  it('still replays the same named user, and keeps them apart from a gateway user of that id', async () => {
    const key = 'shared-key-same-user';
    const first = await bot.post(
      '/chat/',
      { message: 'Where is the office?', user_id: 'carol' },
      keyed(key),
    );
    const again = await bot.post(
      '/chat/',
      { message: 'Where is the office?', user_id: 'carol' },
      keyed(key),
    );
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(again.body.session_id).toBe(first.body.session_id);
    const viaGateway = await bot.post(
      '/chat/',
      { message: 'Where is the office?', user_id: 'carol' },
      keyed(key, { [CALLER_HEADER]: 'carol' }),
    );
    expect(viaGateway.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(viaGateway.body.session_id).not.toBe(first.body.session_id);
  });
});
