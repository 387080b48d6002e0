import {
  createTestStorage,
  stopTestPlatform,
  type TestPlatform,
} from '@switchboard/platform/testing/test-platform';
import {
  kbClient,
  startKbPlatform,
  uploadFile,
} from '@switchboard/platform/testing/kb-test-platform';
import { runSql } from '@switchboard/platform/testing/run-sql';
import { analyticsDataSchemas } from '@switchboard/domain';

/**
 * The figures are checked against the raw rows they come from: chats go through the
 * real route, part of the history is moved into the past, then each KPI is computed
 * here from kb_chat_events and compared with what the endpoints answer.
 */
interface EventRow {
  user_id: string;
  session_id: string;
  requested_at: string;
  latency_ms: number;
  outcome: 'answered' | 'unknown' | 'error';
}

const SLUG = 'customer-support';
const DAY_MS = 86_400_000;
let platform: TestPlatform | undefined;
afterAll(() => stopTestPlatform(platform));

/** PostgreSQL's percentile_cont: linear interpolation between the closest ranks. */
function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = fraction * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

function expectedFigures(events: EventRow[]) {
  const count = (outcome: EventRow['outcome']) =>
    events.filter((e) => e.outcome === outcome).length;
  const latencies = events.map((e) => e.latency_ms);
  const perHour = new Map<number, number>();
  const perDay = new Map<string, number>();
  const activeDays = new Map<string, Set<string>>();
  for (const event of events) {
    const at = new Date(event.requested_at);
    perHour.set(at.getUTCHours(), (perHour.get(at.getUTCHours()) ?? 0) + 1);
    const day = at.toISOString().slice(0, 10);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    activeDays.set(event.user_id, (activeDays.get(event.user_id) ?? new Set()).add(day));
  }
  // A conversation is contained when every one of its turns in the period was answered.
  const resolved = new Map<string, boolean>();
  for (const event of events)
    resolved.set(
      event.session_id,
      (resolved.get(event.session_id) ?? true) && event.outcome === 'answered',
    );
  const contained = [...resolved.values()].filter(Boolean).length;
  const peak = [...perHour].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]!;
  return {
    requests: events.length,
    users: new Set(events.map((e) => e.user_id)).size,
    sessions: new Set(events.map((e) => e.session_id)).size,
    answered: count('answered'),
    unknown: count('unknown'),
    errors: count('error'),
    answerRate: count('answered') / events.length,
    contained,
    containmentRate: contained / resolved.size,
    avgLatency: latencies.reduce((a, b) => a + b, 0) / latencies.length,
    p95Latency: percentile(latencies, 0.95),
    peakHour: peak[0],
    daily: [...perDay].sort().map(([date, requests]) => ({ date, requests })),
    returningUsers: [...activeDays.values()].filter((days) => days.size > 1).length,
  };
}

it('computes KPIs that match the raw recorded rows, for any from/to period', async () => {
  const storage = await createTestStorage();
  platform = await startKbPlatform({}, storage);
  let kb = kbClient(platform, SLUG);
  await uploadFile(
    kb,
    'returns.md',
    '# Returns\n\nItems can be returned within 30 days with the receipt. Refunds take five working days.',
  );
  const questions = [
    'How many days do I have to return items?',
    'How long do refunds take?',
    'What colour is the office cat?',
  ];
  const clientTimes: number[] = [];
  for (const [user, sessions] of [
    ['ana', 3],
    ['ben', 2],
    ['chi', 1],
    ['dee', 2],
  ] as const) {
    for (let session = 0; session < sessions; session += 1) {
      for (const [turn, message] of questions.slice(0, 1 + (session % 3)).entries()) {
        const started = performance.now();
        const reply = await kb.post('/chat/', {
          message,
          user_id: user,
          session_id: `${user}-${session}`,
        });
        clientTimes.push(performance.now() - started);
        expect({ turn, status: reply.status }).toEqual({ turn, status: 200 });
      }
    }
  }
  await platform.close();

  // Spread the history over days: ana's first sessions 3 and 10 days back, ben's second 3 days back.
  const rows = runSql<EventRow>(storage, [
    `UPDATE kb_chat_events SET requested_at = requested_at - interval '10 days' WHERE session_id = 'ana-0'`,
    `UPDATE kb_chat_messages SET created_at = created_at - interval '10 days' WHERE session_id = 'ana-0'`,
    `UPDATE kb_chat_events SET requested_at = requested_at - interval '3 days' WHERE session_id IN ('ana-1', 'ben-1')`,
    `UPDATE kb_chat_messages SET created_at = created_at - interval '3 days' WHERE session_id IN ('ana-1', 'ben-1')`,
    `SELECT user_id, session_id, requested_at, latency_ms, outcome FROM kb_chat_events WHERE service = '${SLUG}'`,
  ]);
  const ours = rows.filter((row) => /^(ana|ben|chi|dee)-\d$/.test(row.session_id));
  expect(ours).toHaveLength(clientTimes.length);
  // Each recorded time is the server's own measure of a request the client timed end to end.
  expect(ours.every((row) => row.latency_ms > 0)).toBe(true);
  expect(Math.max(...ours.map((row) => row.latency_ms))).toBeLessThanOrEqual(
    Math.max(...clientTimes),
  );

  platform = await startKbPlatform({}, storage);
  kb = kbClient(platform, SLUG);
  const now = Date.now();
  const periods = [
    { from: new Date(now - 30 * DAY_MS), to: new Date(now + 60_000) },
    { from: new Date(now - 5 * DAY_MS), to: new Date(now + 60_000) },
    { from: new Date(now - 12 * DAY_MS), to: new Date(now - 1 * DAY_MS) },
  ];
  const seenRequests = new Set<number>();
  let answerAndContainmentDiffer = false;
  for (const { from, to } of periods) {
    const query = `from=${from.toISOString()}&to=${to.toISOString()}`;
    const inPeriod = rows.filter((row) => {
      const at = new Date(row.requested_at).getTime();
      return at >= from.getTime() && at < to.getTime();
    });
    const expected = expectedFigures(inPeriod);
    seenRequests.add(expected.requests);
    const get = async (endpoint: string) => {
      const answer = await kb.get(`/analytics/${endpoint}?${query}`);
      expect({ endpoint, status: answer.status }).toEqual({ endpoint, status: 200 });
      expect(answer.body).toMatchObject({ from: from.toISOString(), to: to.toISOString() });
      return answer.body.data;
    };
    const traffic = await get('usage/traffic');
    expect(traffic.totals).toMatchObject({
      requests: expected.requests,
      users: expected.users,
      sessions: expected.sessions,
      answered: expected.answered,
      unknown: expected.unknown,
      errors: expected.errors,
    });
    expect(traffic.totals.answer_rate).toBeCloseTo(expected.answerRate, 3);
    expect(
      traffic.daily.map(({ date, requests }: { date: string; requests: number }) => ({
        date,
        requests,
      })),
    ).toEqual(expected.daily);
    const times = await get('usage/response-times');
    expect(times.avg_ms).toBeCloseTo(expected.avgLatency, 1);
    expect(times.p95_ms).toBeCloseTo(expected.p95Latency, 1);
    expect((await get('usage/peak-hours')).peak_hour).toBe(expected.peakHour);
    const containment = await get('business/containment');
    expect(containment).toMatchObject({
      conversations: expected.sessions,
      contained: expected.contained,
      not_contained: expected.sessions - expected.contained,
      turns: expected.requests,
    });
    expect(containment.containment_rate).toBeCloseTo(expected.containmentRate, 3);
    // The executive dashboard reports the same containment beside the chat-level answer rate.
    const executive = await get('business/dashboard/executive');
    expect(executive.containment).toEqual(containment);
    expect(executive.totals.answer_rate).toBeCloseTo(expected.answerRate, 3);
    if (expected.contained < expected.sessions && expected.unknown > 0)
      answerAndContainmentDiffer ||=
        Math.abs(expected.answerRate - expected.containmentRate) > 0.01 &&
        Math.abs(containment.containment_rate - traffic.totals.answer_rate) > 0.01;
    expect((await get('user/retention')).returning_users).toBe(expected.returningUsers);
    // Each recorded failure is listed with its time as ISO text, on either database.
    const errors = analyticsDataSchemas.usage.errors.parse(await get('usage/errors'));
    expect(errors.total_errors).toBe(expected.errors);
    expect(errors.recent).toHaveLength(Math.min(expected.errors, 50));
    expect((await get('usage/system-health')).status).toBe(
      expected.errors / expected.requests >= 0.05 ? 'degraded' : 'healthy',
    );
  }
  // The three periods really cut the history differently.
  expect(seenRequests.size).toBe(3);
  // The history holds a long conversation with one unanswered turn, where the two part ways.
  expect(answerAndContainmentDiffer).toBe(true);
  // Two platform starts, a seed script and some forty requests: more than the default 30 s under load.
}, 180_000);

it('refuses bad periods with a 400 and an error', async () => {
  const kb = kbClient(platform!, SLUG);
  for (const [query, error] of [
    ['from=2026-02-31', 'from must be a date (YYYY-MM-DD) or an ISO 8601 date-time with a zone'],
    ['to=yesterday', 'to must be a date (YYYY-MM-DD) or an ISO 8601 date-time with a zone'],
    ['from=2024-01-01&to=2025-06-01', 'The period is at most 366 days'],
    ['from=2026-03-02&to=2026-03-01', 'from must be before to'],
    ['days=400', 'days is at most 366'],
    // Replays of the probe: years JavaScript accepts but PostgreSQL does not answered 500.
    ['from=9999-12-31&to=9999-12-31', 'The period must lie between 1970-01-01 and 9999-12-31'],
    ['from=0000-01-01&to=0000-01-02', 'The period must lie between 1970-01-01 and 9999-12-31'],
    ['to=1970-01-01', 'The period must lie between 1970-01-01 and 9999-12-31'],
  ]) {
    const answer = await kb.get(`/analytics/usage/traffic?${query}`);
    expect({ query, status: answer.status, body: answer.body }).toEqual({
      query,
      status: 400,
      body: { error },
    });
  }
  const lastDay = await kb.get('/analytics/usage/traffic?from=9999-12-30&to=9999-12-30');
  expect(lastDay.status).toBe(200);
  const oneDay = await kb.get('/analytics/usage/traffic?from=2026-03-01&to=2026-03-01');
  expect(oneDay.body).toMatchObject({
    window_days: 1,
    from: '2026-03-01T00:00:00.000Z',
    to: '2026-03-02T00:00:00.000Z',
  });
});
