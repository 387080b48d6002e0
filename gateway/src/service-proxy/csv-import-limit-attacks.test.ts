/**
 * @jest-environment node
 */
import {
  STAFF_ANSWER_IMPORT_BODY_BYTES,
  STAFF_ANSWER_IMPORT_MAX_BYTES,
  STAFF_ANSWER_IMPORT_TOO_LARGE,
} from '@switchboard/domain';
import type { FastifyInstance } from 'fastify';
import { testGateway } from '../testing/test-gateway';
import {
  startTestPlatform,
  type TestPlatform,
} from '@switchboard/platform/testing/signed-in-platform';

// Replay of the third probe (issue 46, item 8): the console let a 5 MB staff-answer CSV
// through, but the platform's 256 KiB JSON limit answered a bare 413 above that.
const API_KEY = 'csv-import-limit-service-credential';
const SUPPORT_BOT = '00000000-0000-4000-8000-000000000301';
let platform: TestPlatform;
let gateway: FastifyInstance;
let admin: string;

beforeAll(async () => {
  platform = await startTestPlatform({ KB_API_KEY: API_KEY });
  gateway = await testGateway({
    PLATFORM_URL: platform.url,
    KNOWLEDGE_API_KEY: API_KEY,
    KNOWLEDGE_SERVICE_URL: `${platform.url}/kb/default`,
    // The seeded bots live on the test platform, a loopback address.
    PROXY_ALLOWED_ORIGINS: platform.url,
  });
  admin = await platform.tokenFor('admin@switchboard.local');
}, 300_000);

afterAll(async () => {
  await gateway?.close();
  await platform?.close();
});

/** `rows` staff answers, each row about `rowBytes` long. */
function csvOf(rows: number, rowBytes: number): string {
  const lines = ['question,answer'];
  for (let row = 0; row < rows; row += 1) {
    const question = `How do I return order ${row} after the holidays?`;
    lines.push(`${question},"${'Send it back within thirty days. '.repeat(rowBytes / 33)}"`);
  }
  return `${lines.join('\n')}\n`;
}

const importCsv = (payload: string) =>
  gateway.inject({
    method: 'POST',
    url: `/api/bot-services/${SUPPORT_BOT}/staff-answers/import`,
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    payload,
  });

it('imports a CSV past the old 256 KiB JSON limit, under the one 5 MB limit', async () => {
  const csv = csvOf(500, 1_300);
  expect(csv.length).toBeGreaterThan(600 * 1024);
  const response = await importCsv(JSON.stringify({ csv }));
  expect(response.json()).toEqual({ imported: 500 });
  expect(response.statusCode).toBe(200);
});

it('names the limit whichever layer refuses a larger CSV', async () => {
  // Past the limit but within the body limit: the service refuses it.
  const justOver = 'a'.repeat(STAFF_ANSWER_IMPORT_MAX_BYTES + 1);
  const over = await importCsv(JSON.stringify({ csv: justOver }));
  expect(over.statusCode).toBe(400);
  expect(over.json().error).toContain(STAFF_ANSWER_IMPORT_TOO_LARGE);

  // Past the body limit: the gateway refuses it before sending a byte on.
  const huge = JSON.stringify({ csv: 'a'.repeat(STAFF_ANSWER_IMPORT_BODY_BYTES) });
  const refused = await importCsv(huge);
  expect(refused.statusCode).toBe(413);
  expect(refused.json()).toEqual({ error: STAFF_ANSWER_IMPORT_TOO_LARGE });

  // And the platform, called directly, says the same.
  const direct = await fetch(`${platform.url}/kb/customer-support/staff-answers/import`, {
    method: 'POST',
    headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
    body: huge,
  });
  expect(direct.status).toBe(413);
  expect(((await direct.json()) as { error: string }).error).toBe(STAFF_ANSWER_IMPORT_TOO_LARGE);
});
