import { clientFor } from '../../testing/http-client';
import { startTestPlatform, stopTestPlatform } from '../../testing/test-platform';
import { HISTORY_BOTS, HISTORY_DAYS, HISTORY_USERS } from './history-seed-data';
import { planHistory } from './seed-history';

const DAY_MS = 86_400_000;
const anchor = Date.UTC(2026, 10, 23);

describe('history plan', () => {
  it('is the same every time: at least 200 conversations over 60 days, every bot, several users', () => {
    const plan = planHistory(anchor);
    expect(planHistory(anchor)).toEqual(plan);
    expect(plan.length).toBeGreaterThanOrEqual(200);
    expect(new Set(plan.map((row) => row.id)).size).toBe(plan.length);
    expect(new Set(plan.map((row) => row.botId))).toEqual(new Set(HISTORY_BOTS.map((b) => b.id)));
    expect(new Set(plan.map((row) => row.userId)).size).toBe(HISTORY_USERS.length);
    expect(HISTORY_USERS.length).toBeGreaterThanOrEqual(3);
    for (const row of plan) {
      expect(row.ageMs).toBeGreaterThan(0);
      expect(row.ageMs).toBeLessThanOrEqual(HISTORY_DAYS * DAY_MS);
    }
    expect(new Set(plan.map((row) => row.status))).toEqual(
      new Set(['ACTIVE', 'ARCHIVED', 'CLOSED']),
    );
  });
});

it('seeds the history through the chat pipeline, answered and unanswered, once', async () => {
  const platform = await startTestPlatform({ PLATFORM_SEED_HISTORY: 'true' });
  try {
    const api = await clientFor(platform.url);
    // Seeding runs after the platform listens; wait for the last conversation.
    const deadline = Date.now() + 240_000;
    let total = 0;
    while (Date.now() < deadline) {
      total = (await api.get('/api/conversations?limit=1')).body.total;
      if (total >= planHistory(anchor).length + 3) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(total).toBe(planHistory(anchor).length + 3);
    const page = (await api.get('/api/conversations?include=messages&limit=100&status=ALL')).body;
    const seeded = page.items.filter(
      (row: { metadata: { seeded?: boolean } }) => row.metadata.seeded,
    );
    const replies = seeded.flatMap(
      (row: { messages: { messageType: string; messageObject: Record<string, unknown> }[] }) =>
        row.messages.filter((message) => message.messageType === 'ASSISTANT'),
    );
    const cited = replies.filter(
      (reply: { messageObject: { sources: unknown[] } }) => reply.messageObject.sources.length > 0,
    );
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.length).toBeLessThan(replies.length);
    for (const reply of replies) {
      // The one stored shape: the text in content only, the answer's fields beside it.
      expect(reply.content).toEqual(expect.any(String));
      expect(reply.messageObject).not.toHaveProperty('response');
      expect(reply.messageObject).toEqual(
        expect.objectContaining({
          session_id: expect.any(String),
          confidence: expect.any(Number),
          retriever_type: expect.any(String),
          trace_id: expect.any(String),
        }),
      );
    }
    const oldest = (await api.get('/api/conversations?limit=1&sort=createdAt:asc')).body.items[0];
    expect(Date.now() - Date.parse(oldest.createdAt)).toBeLessThanOrEqual(
      (HISTORY_DAYS + 1) * DAY_MS,
    );
    expect(Date.now() - Date.parse(oldest.createdAt)).toBeGreaterThan(30 * DAY_MS);
  } finally {
    await stopTestPlatform(platform);
  }
}, 300_000);
