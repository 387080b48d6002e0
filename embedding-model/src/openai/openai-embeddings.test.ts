import http from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { dot } from '../embedder';
import { EmbeddingsEndpointError, OpenAiEmbeddings } from './openai-embeddings';

/*
 * A local OpenAI-compatible embeddings server on 127.0.0.1, real HTTP: it checks the key
 * and the model, and embeds each input as its letter counts (texts sharing letters are
 * near), answering in reverse order as the API allows.
 */
const KEY = 'sk-test-key';
interface Received {
  authorization: string | undefined;
  body: { model: string; input: string[] };
}
let server: http.Server;
let baseUrl: string;
const received: Received[] = [];
let misbehave: 'none' | 'short' | 'garbage' | 'error' | 'slow' = 'none';

const letters = (text: string) =>
  Array.from(
    { length: 26 },
    (_, i) => [...text.toLowerCase()].filter((c) => c.charCodeAt(0) === 97 + i).length,
  );

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (part: Buffer) => (raw += part.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(raw) as Received['body'];
      received.push({ authorization: request.headers.authorization, body });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      };
      if (request.url !== '/v1/embeddings') return send(404, { error: { message: 'no route' } });
      if (request.headers.authorization !== `Bearer ${KEY}`)
        return send(401, { error: { message: 'Incorrect API key provided' } });
      if (misbehave === 'error') return send(500, { error: { message: 'model overloaded' } });
      if (misbehave === 'garbage') return send(200, '<html>gateway</html>');
      if (misbehave === 'slow') return setTimeout(() => send(200, { data: [] }), 2000);
      const data = body.input.map((text, index) => ({
        object: 'embedding',
        index,
        embedding: letters(text),
      }));
      if (misbehave === 'short') data.pop();
      return send(200, { object: 'list', model: body.model, data: data.reverse() });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  received.length = 0;
  misbehave = 'none';
});

describe('OpenAiEmbeddings against a local OpenAI-compatible server', () => {
  it('sends the model and key, batches, and returns unit vectors in input order', async () => {
    const client = new OpenAiEmbeddings({
      baseUrl,
      model: 'text-embedding-3-small',
      apiKey: KEY,
      batchSize: 2,
    });
    const vectors = await client.embed(['aaa', 'bbb', 'aab']);
    expect(received.map((r) => r.body.input)).toEqual([['aaa', 'bbb'], ['aab']]);
    expect(received[0]).toMatchObject({
      authorization: `Bearer ${KEY}`,
      body: { model: 'text-embedding-3-small' },
    });
    expect(vectors.map((v) => dot(v, v))).toEqual([
      expect.closeTo(1),
      expect.closeTo(1),
      expect.closeTo(1),
    ]);
    // Order kept although the server answered in reverse: 'aab' is nearer 'aaa' than 'bbb' is.
    expect(dot(vectors[2]!, vectors[0]!)).toBeGreaterThan(dot(vectors[1]!, vectors[0]!));
    expect(client.modelId).toBe(
      `openai:${new URL(baseUrl).origin}/v1/embeddings#text-embedding-3-small`,
    );
  });

  it('probes: one round trip, the vector size', async () => {
    const client = new OpenAiEmbeddings({ baseUrl, model: 'm', apiKey: KEY });
    await expect(client.probe()).resolves.toMatchObject({ dimensions: 26 });
  });

  it('connects through the resolver it is given (the outbound guard in the service)', async () => {
    const asked: string[] = [];
    const lookup: LookupFunction = (hostname, options, callback) => {
      asked.push(hostname);
      callback(null, [{ address: '127.0.0.1', family: 4 }] as never);
    };
    const port = new URL(baseUrl).port;
    const client = new OpenAiEmbeddings({
      baseUrl: `http://embeddings.test:${port}/v1`,
      model: 'm',
      apiKey: KEY,
      lookup,
    });
    await expect(client.embed(['abc'])).resolves.toHaveLength(1);
    expect(asked).toEqual(['embeddings.test']);
  });

  it.each([
    ['a wrong key', { apiKey: 'sk-wrong' }, 'none', /refused the API key \(401\)/],
    ['a server error', {}, 'error', /answered 500: .*model overloaded/],
    ['a non-JSON answer', {}, 'garbage', /did not answer with OpenAI-style embeddings/],
    ['too few vectors', {}, 'short', /returned 1 embeddings for 2 inputs/],
    ['a timeout', { timeoutMs: 200 }, 'slow', /did not answer within 200 ms/],
  ] as const)('names %s clearly', async (_case, options, mode, message) => {
    misbehave = mode;
    const client = new OpenAiEmbeddings({ baseUrl, model: 'm', apiKey: KEY, ...options });
    const failure = client.embed(['aa', 'bb']);
    await expect(failure).rejects.toThrow(EmbeddingsEndpointError);
    await expect(failure).rejects.toThrow(message);
  });

  it('refuses a base URL that is not http(s), and says when nothing listens', async () => {
    expect(() => new OpenAiEmbeddings({ baseUrl: 'ftp://x/v1', model: 'm' })).toThrow(
      'must start with http',
    );
    expect(() => new OpenAiEmbeddings({ baseUrl: 'not a url', model: 'm' })).toThrow(
      'is not a URL',
    );
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const client = new OpenAiEmbeddings({ baseUrl: `http://127.0.0.1:${port}/v1`, model: 'm' });
    await expect(client.embed(['a'])).rejects.toThrow(
      /Cannot reach 127\.0\.0\.1:\d+: .*ECONNREFUSED/,
    );
  });
});
