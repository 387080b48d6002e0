/**
 * @jest-environment node
 */
import { botsReportSchema, reportBotListSchema } from '@switchboard/domain';
import type { FastifyInstance } from 'fastify';
import { startFakeBotService, type FakeBotService } from '../testing/fake-bot-service';
import { testGateway } from '../testing/test-gateway';
import {
  startTestPlatform,
  type TestPlatform,
} from '@switchboard/platform/testing/signed-in-platform';

const API_KEY = 'service-credential-for-tests';
const SUPPORT = 'Customer Support Assistant';
let platform: TestPlatform;
let service: FakeBotService;
let gateway: FastifyInstance;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  [platform, service] = await Promise.all([
    startTestPlatform({ KB_API_KEY: API_KEY }),
    startFakeBotService(),
  ]);
  gateway = await testGateway({
    PLATFORM_URL: platform.url,
    KNOWLEDGE_API_KEY: API_KEY,
    PROXY_ALLOWED_ORIGINS: `${platform.url},http://127.0.0.1:${service.port}`,
    PROXY_TIMEOUT_MS: '3000',
  });
  for (const who of ['admin', 'hiringmanager', 'employee', 'applicant'])
    tokens[who] = await platform.tokenFor(`${who}@switchboard.local`);
  // Real chats with the support bot's service: one its knowledge answers, one it cannot.
  for (const [index, message] of [
    'How do I reset my password?',
    'Who painted the zebra?',
  ].entries()) {
    const answer = await fetch(`${platform.url}/kb/customer-support/chat/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
      body: JSON.stringify({ message, user_id: 'report-test', session_id: `report-${index}` }),
    });
    expect(answer.status).toBe(200);
  }
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await Promise.all([platform?.close(), service?.close()]);
});

const reportAs = (token: string | null, query = 'days=7') =>
  gateway.inject({
    method: 'GET',
    url: `/api/reports/bots?${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

it('gives every staff role the same KPIs per bot for the period, figures only', async () => {
  for (const who of ['admin', 'hiringmanager', 'employee']) {
    const response = await reportAs(tokens[who]!);
    expect({ who, status: response.statusCode }).toEqual({ who, status: 200 });
    // Strict: a field the report adds, drops or retypes fails here.
    const report = botsReportSchema.parse(response.json());
    const support = report.bots.find((bot) => bot.name === SUPPORT)!;
    expect(support.kpis).toMatchObject({
      questions: expect.any(Number),
      conversations: expect.any(Number),
      answerRate: expect.any(Number),
      containmentRate: expect.any(Number),
      p95LatencyMs: expect.any(Number),
      errorRate: 0,
    });
    expect(support.kpis!.questions).toBeGreaterThanOrEqual(2);
    expect(new Date(report.to!).getTime() - new Date(report.from!).getTime()).toBe(7 * 86_400_000);
    // Addresses and the credential stay on the server.
    expect(response.body).not.toMatch(/botPath|chatEndpoint|\/kb\/|service-credential/);
  }
});

it('shows bots out of service to bot admins only, and refuses non-staff', async () => {
  const bots = botsReportSchema.parse((await reportAs(tokens.admin!)).json()).bots;
  const hr = bots.find((bot) => bot.name === 'HR Onboarding Assistant')!;
  const paused = await platform.api(tokens.admin!, 'PUT', `/api/bots/${hr.id}/status`, {
    status: 'MAINTENANCE',
  });
  expect(paused.status).toBe(200);
  try {
    const forAdmin = botsReportSchema.parse((await reportAs(tokens.admin!)).json());
    expect(forAdmin.bots.find((bot) => bot.id === hr.id)).toMatchObject({ status: 'MAINTENANCE' });
    const forStaff = botsReportSchema.parse((await reportAs(tokens.employee!)).json());
    expect(forStaff.bots.map((bot) => bot.id)).not.toContain(hr.id);
    expect(forStaff.bots.length).toBe(forAdmin.bots.length - 1);
  } finally {
    await platform.api(tokens.admin!, 'PUT', `/api/bots/${hr.id}/status`, { status: 'ACTIVE' });
  }
  expect(await reportAs(tokens.applicant!)).toMatchObject({ statusCode: 403 });
  expect((await reportAs(tokens.applicant!)).json()).toEqual({
    error: 'Forbidden: reports are for staff',
  });
  expect((await reportAs(null)).statusCode).toBe(401);
});

it('refuses a bad period with the service reason', async () => {
  const response = await reportAs(tokens.employee!, 'from=2026-02-31');
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    error: 'from must be a date (YYYY-MM-DD) or an ISO 8601 date-time with a zone',
  });
  const custom = (await reportAs(tokens.employee!, 'from=2025-01-01&to=2025-01-31')).json();
  expect(custom).toMatchObject({
    from: '2025-01-01T00:00:00.000Z',
    to: '2025-02-01T00:00:00.000Z',
  });
  const bots = botsReportSchema.parse(custom).bots;
  expect(bots.find((bot) => bot.name === SUPPORT)!.kpis).toMatchObject({ questions: 0 });
  expect(bots.filter((bot) => bot.kpis).every((bot) => bot.kpis!.questions === 0)).toBe(true);
});

it('the platform lists bot addresses only to the gateway', async () => {
  const direct = await platform.api(tokens.employee!, 'GET', '/api/reports/bots');
  expect(direct.status).toBe(200);
  const listed = reportBotListSchema.parse(await direct.json());
  expect(listed.length).toBeGreaterThan(0);
  expect(listed.every((bot) => !('botPath' in bot))).toBe(true);
  const withKey = await fetch(`${platform.url}/api/reports/bots`, {
    headers: { authorization: `Bearer ${tokens.employee}`, 'x-api-key': API_KEY },
  });
  expect(reportBotListSchema.parse(await withKey.json())[0]!.botPath).toMatch(/\/kb\//);
});

// The probe's finding: an employee's report named internal addresses in each failing
// bot's row ("127.0.0.1 resolves to…", "EHOSTUNREACH ::7f00:1:4100"), as the network or
// the bot's service put them.
it('tells staff why a bot has no figures in a fixed status word, never an address', async () => {
  service.answerWith((request, response) => {
    if (request.url.includes('/kb/chatty/')) {
      response.writeHead(400, 'Upstream 10.20.30.40:5432 refused', {
        'content-type': 'application/json',
      });
      response.end(
        JSON.stringify({ error: 'connect ECONNREFUSED 10.20.30.40:5432 (db.internal)' }),
      );
    } else {
      response.writeHead(500, 'fe80::1 is down').end('EHOSTUNREACH ::7f00:1:4100');
    }
  });
  const broken = {
    'Private address bot': 'http://10.0.0.1/kb/private',
    'Loopback bot': 'http://127.0.0.1:9/kb/loopback',
    'Named loopback bot': 'http://localhost:9/kb/named',
    'Chatty bot': `http://127.0.0.1:${service.port}/kb/chatty`,
    'Failing bot': `http://127.0.0.1:${service.port}/kb/failing`,
  };
  const ids: string[] = [];
  for (const [name, botPath] of Object.entries(broken)) {
    const created = await platform.api(tokens.admin!, 'POST', '/api/bots', { name, botPath });
    expect(created.status).toBe(201);
    ids.push(String(((await created.json()) as { id: string }).id));
  }
  try {
    for (const who of ['employee', 'hiringmanager', 'admin']) {
      const response = await reportAs(tokens[who]!);
      expect({ who, status: response.statusCode }).toEqual({ who, status: 200 });
      const rows = botsReportSchema.parse(response.json()).bots;
      const failed = rows.filter((bot) => ids.includes(bot.id));
      expect(failed.map((bot) => bot.name).sort()).toEqual(Object.keys(broken).sort());
      for (const bot of failed) {
        expect({ who, bot: bot.name, error: bot.error }).toEqual({
          who,
          bot: bot.name,
          error: expect.stringMatching(
            /^Failed to fetch analytics: Bot service (unreachable|address refused|timed out|answered too much|answered \d{3})$/,
          ),
        });
      }
      expect(response.body).not.toMatch(
        /(?<!\d)\d+\.\d+\.\d+\.\d+|::|localhost|resolves|EHOST|ECONN|internal/i,
      );
      expect(rows.find((bot) => bot.name === SUPPORT)!.kpis).not.toBeNull();
    }
    // When the period is what every service refuses, the reason is the platform's own.
    const badPeriod = await reportAs(tokens.employee!, 'from=2026-02-31');
    expect(badPeriod.statusCode).toBe(400);
    expect(badPeriod.json().error).toMatch(/^from must be a date/);
  } finally {
    service.reset();
    for (const id of ids) await platform.api(tokens.admin!, 'DELETE', `/api/bots/${id}`);
  }
});
