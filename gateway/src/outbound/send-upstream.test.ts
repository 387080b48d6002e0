/**
 * @jest-environment node
 */
import { startFakeBotService, type FakeBotService } from '../testing/fake-bot-service';
import { originPolicy } from '@switchboard/outbound-guard';
import { readBody, sendUpstream, type UpstreamLimits } from './send-upstream';

let service: FakeBotService;
beforeAll(async () => {
  service = await startFakeBotService();
});
afterAll(() => service.close());
afterEach(() => service.reset());
const loopback = () => `http://127.0.0.1:${service.port}`;
const govstack = () => `http://govstack.localhost:${service.port}`;

const limits = (allowed: string[], overrides: Partial<UpstreamLimits> = {}): UpstreamLimits => ({
  policy: originPolicy(allowed),
  timeoutMs: 2000,
  maxResponseBytes: 1000,
  ...overrides,
});
const get = (url: string, options: UpstreamLimits) =>
  sendUpstream({ url: new URL(url), method: 'GET', headers: {} }, options);

describe('a guarded upstream call', () => {
  it('reaches an allow-listed loopback host and a *.localhost name it resolves itself', async () => {
    const direct = await get(`http://127.0.0.1:${service.port}/a`, limits([loopback()]));
    expect(direct.status).toBe(200);
    await readBody(direct.body);
    const named = await get(`http://govstack.localhost:${service.port}/b`, limits([govstack()]));
    expect(JSON.parse((await readBody(named.body)).toString())).toMatchObject({ url: '/b' });
    expect(service.received[1]!.headers.host).toBe(`govstack.localhost:${service.port}`);
  });

  it('refuses private, loopback and link-local addresses that are not allow-listed, without connecting', async () => {
    for (const url of [
      `http://localhost:${service.port}/`,
      `http://127.0.0.1:${service.port}/`,
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
    ]) {
      await expect(get(url, limits([govstack()]))).rejects.toMatchObject({
        kind: 'blocked',
      });
    }
    expect(service.received).toHaveLength(0);
  });

  it('keeps the connection for the next call under the same address rule', async () => {
    const allowed = limits([loopback()]);
    for (const path of ['/first', '/second']) {
      await readBody((await get(`${loopback()}${path}`, allowed)).body);
    }
    expect(service.received.map((request) => request.url)).toEqual(['/first', '/second']);
    expect(service.received[1]!.clientPort).toBe(service.received[0]!.clientPort);
  });

  it('never lends a connection one policy allowed to a call another policy refuses', async () => {
    await readBody((await get(`${govstack()}/allowed`, limits([govstack()]))).body);
    await expect(get(`${govstack()}/refused`, limits([]))).rejects.toMatchObject({
      kind: 'blocked',
    });
    expect(service.received.map((request) => request.url)).toEqual(['/allowed']);
  });

  it('refuses redirects instead of following them', async () => {
    service.answerWith((_request, response) => {
      response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    });
    await expect(
      get(`http://127.0.0.1:${service.port}/`, limits([loopback()])),
    ).rejects.toMatchObject({
      kind: 'redirect',
    });
  });

  it('gives up after the deadline', async () => {
    service.answerWith(() => undefined);
    await expect(
      get(`http://127.0.0.1:${service.port}/`, limits([loopback()], { timeoutMs: 200 })),
    ).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('caps the answer whether or not its length is declared', async () => {
    service.answerWith((_request, response) => response.end('x'.repeat(5000)));
    await expect(
      get(`http://127.0.0.1:${service.port}/`, limits([loopback()])),
    ).rejects.toMatchObject({
      kind: 'too-large',
    });
    service.answerWith((_request, response) => {
      response.write('x'.repeat(800));
      response.end('x'.repeat(800));
    });
    const chunked = await get(`http://127.0.0.1:${service.port}/`, limits([loopback()]));
    await expect(readBody(chunked.body)).rejects.toMatchObject({ kind: 'too-large' });
  });

  it('allows an exact origin only: no other port, and no other spelling of loopback', async () => {
    // The listening service is one port beside the allowed origin, as in a port scan.
    const allowed = limits([`http://127.0.0.1:${service.port + 1}`]);
    const spellings = [
      '127.0.0.1',
      '127.1',
      '2130706433',
      '0x7f000001',
      '0177.0.0.1',
      '127.000.000.1',
      'localhost',
      '[::ffff:127.0.0.1]',
      '[::1]',
    ];
    for (const host of spellings) {
      await expect(get(`http://${host}:${service.port}/`, allowed)).rejects.toMatchObject({
        kind: 'blocked',
      });
    }
    expect(service.received).toHaveLength(0);
  });
});
