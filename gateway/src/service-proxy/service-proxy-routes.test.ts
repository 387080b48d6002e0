/**
 * @jest-environment node
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { startFakeBotService, type FakeBotService } from '../testing/fake-bot-service';
import { testGateway } from '../testing/test-gateway';
import {
  startTestPlatform,
  type TestPlatform,
} from '@switchboard/platform/testing/signed-in-platform';

const API_KEY = 'knowledge-key-for-tests';
const MB = 1024 * 1024;
let platform: TestPlatform;
let service: FakeBotService;
let gateway: FastifyInstance;
let admin: string;
const botIds: Record<string, string> = {};

beforeAll(async () => {
  [platform, service] = await Promise.all([startTestPlatform(), startFakeBotService()]);
  gateway = await testGateway({
    PLATFORM_URL: platform.url,
    KNOWLEDGE_API_KEY: API_KEY,
    GOVSTACK_ORIGINS: `http://govstack.localhost:${service.port}`,
    PROXY_ALLOWED_ORIGINS: `http://127.0.0.1:${service.port},http://govstack.localhost:${service.port}`,
    KNOWLEDGE_SERVICE_URL: `http://127.0.0.1:${service.port}/kb/default`,
    PROXY_MAX_UPLOAD_BYTES: String(4 * MB),
  });
  admin = await platform.tokenFor('admin@switchboard.local');
  const addresses = {
    local: `http://127.0.0.1:${service.port}/kb/local-bot`,
    govstack: `http://govstack.localhost:${service.port}/kb/gov-bot/`,
    private: 'http://10.0.0.1/kb/private',
  };
  for (const [name, botPath] of Object.entries(addresses)) {
    const response = await platform.api(admin, 'POST', '/api/bots', { name, botPath });
    botIds[name] = String(((await response.json()) as { id: string }).id);
  }
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await Promise.all([platform?.close(), service?.close()]);
});

afterEach(() => service.reset());

const asAdmin = { authorization: () => `Bearer ${admin}` };
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: {
    token?: string | null;
    headers?: Record<string, string>;
    payload?: string | Buffer | object | Readable;
  } = {},
) =>
  gateway.inject({
    method,
    url,
    headers: {
      ...(options.token === null
        ? {}
        : { authorization: `Bearer ${options.token ?? asAdmin.authorization().slice(7)}` }),
      ...options.headers,
    },
    payload: options.payload,
  });

async function multipart(fileBytes: number) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([Buffer.alloc(fileBytes, 7)], { type: 'application/pdf' }),
    'manual.pdf',
  );
  form.append('collection_id', 'c-1');
  form.append('is_public', 'true');
  const request = new Request('http://form.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

describe('ALL /api/bot-services/:botId/*', () => {
  it("passes a read to the bot's registered service with its path and query", async () => {
    const response = await call('GET', `/api/bot-services/${botIds.local}/documents/?limit=500`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      method: 'GET',
      url: '/kb/local-bot/documents/?limit=500',
      bytes: 0,
    });
    const [received] = service.received;
    expect(received!.headers['x-api-key']).toBeUndefined();
    expect(received!.headers.authorization).toBeUndefined();
  });

  it('adds the API key for a govstack domain, and never hands it back', async () => {
    const response = await call('GET', `/api/bot-services/${botIds.govstack}/health`);
    expect(response.json().url).toBe('/kb/gov-bot/health');
    expect(service.received[0]!.headers['x-api-key']).toBe(API_KEY);
    expect(response.body).not.toContain(API_KEY);
    expect(JSON.stringify(response.headers)).not.toContain(API_KEY);
  });

  it('streams a multipart document upload larger than any buffered body limit', async () => {
    const { payload, contentType } = await multipart(3 * MB);
    const response = await call('POST', `/api/bot-services/${botIds.local}/documents/`, {
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(200);
    const [received] = service.received;
    expect(received!.headers['content-type']).toBe(contentType);
    expect(received!.body.equals(payload)).toBe(true);
  });

  it('refuses an upload over the limit with 413', async () => {
    const { payload, contentType } = await multipart(5 * MB);
    const response = await call('POST', `/api/bot-services/${botIds.local}/documents/`, {
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatch(/exceeds/);
  });

  it('refuses a 10 MB JSON body with 413 before anything goes upstream, declared or streamed', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(10 * MB), user_id: 'u' });
    for (const url of [`/api/bot-services/${botIds.local}/chat/`, '/api/knowledge/chat/']) {
      const declared = await call('POST', url, {
        headers: { 'content-type': 'application/json' },
        payload: big,
      });
      expect(declared.statusCode).toBe(413);
      const streamed = await call('POST', url, {
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        payload: Readable.from([Buffer.from(big)]),
      });
      expect(streamed.statusCode).toBe(413);
      expect(streamed.json().error).toMatch(/exceeds/);
    }
    expect(service.received.filter((r) => r.body.length > MB)).toHaveLength(0);
  });

  it("passes the service's 4xx JSON on with its status, and turns 5xx into 502", async () => {
    service.answerWith((_request, response) => {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ detail: 'Document not found' }));
    });
    const missing = await call('DELETE', `/api/bot-services/${botIds.local}/documents/42`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Document not found', error: 'Document not found' });

    service.answerWith((_request, response) => response.writeHead(500).end('trace…'));
    const broken = await call('GET', `/api/bot-services/${botIds.local}/webpages/`);
    expect(broken.statusCode).toBe(502);
    expect(broken.json()).toEqual({ error: 'Bot service error: 500 Internal Server Error' });
  });

  it('passes If-Match to the service and its 412, current row and ETag back', async () => {
    service.answerWith((request, response) => {
      const current = request.headers['if-match'] === '"v2"';
      response.writeHead(current ? 200 : 412, { 'content-type': 'application/json', etag: '"v2"' });
      response.end(
        JSON.stringify(
          current ? { title: 'Mine' } : { error: 'Stale', current: { title: 'Theirs' } },
        ),
      );
    });
    const url = `/api/bot-services/${botIds.local}/webpages/7`;
    const payload = { title: 'Mine' };
    const stale = await call('PUT', url, { headers: { 'if-match': '"v1"' }, payload });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers.etag).toBe('"v2"');
    expect(stale.json()).toEqual({ error: 'Stale', current: { title: 'Theirs' } });
    const fresh = await call('PUT', url, { headers: { 'if-match': '"v2"' }, payload });
    expect(fresh.statusCode).toBe(200);
    expect(service.received.map((received) => received.headers['if-match'])).toEqual([
      '"v1"',
      '"v2"',
    ]);
  });

  it("passes Idempotency-Key on and a replay's marker and 507 (a full disk) back", async () => {
    service.answerWith((request, response) => {
      const replay = request.headers['idempotency-key'] === 'key-1';
      response.writeHead(replay ? 201 : 507, {
        'content-type': 'application/json',
        ...(replay ? { 'idempotent-replayed': 'true' } : {}),
      });
      response.end(JSON.stringify(replay ? { id: 'doc-1' } : { error: 'The disk is full' }));
    });
    const url = `/api/bot-services/${botIds.local}/documents/`;
    const replayed = await call('POST', url, {
      headers: { 'idempotency-key': 'key-1' },
      payload: {},
    });
    expect(replayed.statusCode).toBe(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    const full = await call('POST', url, { headers: { 'idempotency-key': 'key-2' }, payload: {} });
    expect(full.statusCode).toBe(507);
    expect(full.json()).toEqual({ error: 'The disk is full' });
  });

  it('keeps the path inside the bot service and refuses private addresses', async () => {
    // Whoever normalises the dot segments (the router or the target check), nothing leaves.
    const escape = await call('GET', `/api/bot-services/${botIds.local}/%2e%2e/%2e%2e/admin`);
    expect([400, 404]).toContain(escape.statusCode);
    const blocked = await call('GET', `/api/bot-services/${botIds.private}/health`);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toMatch(/non-public address/);
    expect(service.received).toHaveLength(0);
  });

  it('wants a bot admin and a registered bot id', async () => {
    expect(
      (await call('GET', `/api/bot-services/${botIds.local}/health`, { token: null })).statusCode,
    ).toBe(401);
    const applicant = await platform.tokenFor('applicant@switchboard.local');
    expect(
      (await call('GET', `/api/bot-services/${botIds.local}/health`, { token: applicant }))
        .statusCode,
    ).toBe(403);
    const unknown = await call(
      'GET',
      '/api/bot-services/00000000-0000-0000-0000-000000000000/health',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Bot not found' });
    expect(service.received).toHaveLength(0);
  });
});

describe('ALL /api/knowledge/*', () => {
  it('forwards to the configured knowledge service with the API key', async () => {
    const response = await call('POST', '/api/knowledge/chat/', {
      payload: { message: 'hello', user_id: 'u-1' },
      // A browser cannot claim to be staff: only the gateway's own claim reaches the service.
      headers: { 'x-switchboard-staff': 'bot-admin' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toBe('/kb/default/chat/');
    const [received] = service.received;
    expect(received!.headers['x-api-key']).toBe(API_KEY);
    // Every caller here is a bot admin, which the private documents need; the service lends
    // the claim no right over sessions on the general service (its playground stays personal).
    expect(received!.headers['x-switchboard-staff']).toBe('bot-admin-reader');
    expect(JSON.parse(received!.body.toString())).toEqual({ message: 'hello', user_id: 'u-1' });
  });

  it('is for bot admins only', async () => {
    for (const email of ['applicant@switchboard.local', 'outsider@example.com']) {
      const token = await platform.tokenFor(email);
      const response = await call('GET', '/api/knowledge/documents/', { token });
      expect(response.statusCode).toBe(403);
    }
    expect((await call('GET', '/api/knowledge/documents/', { token: null })).statusCode).toBe(401);
    expect(service.received).toHaveLength(0);
  });
});
