import type { FastifyRequest } from 'fastify';
import { request } from '@switchboard/platform/testing/http-client';
import { checkApiKey } from './api-key-guard';
import {
  kbClient,
  uploadFile,
  useKbPlatform,
} from '@switchboard/platform/testing/kb-test-platform';

// Replays of a probe that drove the knowledge services with no credential at all.
const CONSOLE = 'http://127.0.0.1:4555';
const { platform } = useKbPlatform({ CONSOLE_ORIGINS: CONSOLE });

const form = () => {
  const body = new FormData();
  body.append('file', new Blob(['planted by an attacker'], { type: 'text/plain' }), 'x.txt');
  return body;
};

it.each(['default', 'customer-support', 'govstack-services'])(
  'refuses every /kb/%s route without the service credential, storing nothing',
  async (slug) => {
    const base = `${platform.url}/kb/${slug}`;
    const kb = kbClient(platform, slug);
    const before = await kb.get('/documents/');
    expect(before.status).toBe(200);
    const attempts: [string, string, Parameters<typeof request>[3]][] = [
      ['GET', '/health', {}],
      ['GET', '/documents/', {}],
      ['POST', '/documents/', { rawBody: form() }],
      ['DELETE', '/documents/00000000-0000-4000-8000-000000000001', {}],
      ['POST', '/crawl/', { body: { url: 'http://127.0.0.1:9/' } }],
      ['POST', '/chat/', { body: { message: 'hi', user_id: 'x' } }],
      ['POST', '/collection-stats', { body: { name: 'Planted' } }],
      ['GET', '/analytics/usage/traffic', {}],
    ];
    for (const [method, path, options] of attempts) {
      const strangers: Record<string, string>[] = [
        {},
        { 'x-api-key': 'guess' },
        { origin: 'http://evil.example' },
      ];
      for (const headers of strangers) {
        const answer = await request(base, method, path, { ...options, headers });
        expect([method, path, answer.status]).toEqual([method, path, 401]);
        expect(answer.body.error).toMatch(/API key/);
      }
    }
    const after = await kb.get('/documents/');
    expect(after.body).toEqual(before.body);
    const collections = await kb.get('/collection-stats/collections');
    expect(JSON.stringify(collections.body)).not.toContain('Planted');
  },
);

it('still serves the caller that holds the credential', async () => {
  const kb = kbClient(platform, 'customer-support');
  expect((await uploadFile(kb, 'ok.txt', 'the gateway uploads this')).status).toBe(201);
});

it('never reflects a foreign Origin in CORS, and allows the configured console', async () => {
  const preflight = (origin: string) =>
    fetch(`${platform.url}/api/bots`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
  for (const origin of ['http://evil.example', 'http://127.0.0.1:4556', 'null']) {
    const answer = await preflight(origin);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  }
  const allowed = await preflight(CONSOLE);
  expect(allowed.headers.get('access-control-allow-origin')).toBe(CONSOLE);
});

it('fails closed when no credential is configured at all', () => {
  const fake = (key?: string) => ({ headers: key ? { 'x-api-key': key } : {} }) as FastifyRequest;
  expect(() => checkApiKey(fake(), undefined)).toThrow(/API key required/);
  expect(() => checkApiKey(fake('anything'), undefined)).toThrow(/Invalid API key/);
  expect(() => checkApiKey(fake('right'), 'right')).not.toThrow();
});
