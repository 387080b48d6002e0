import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the server answers its next requests. */
export type TestServerMode = 'ok' | 'error' | 'hold';

export interface EmbeddingsTestServer {
  /** e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  origin: string;
  /** Every request answered or held, in order. */
  requests: { authorization: string | undefined; model: string; inputs: number; texts: string[] }[];
  mode: TestServerMode;
  /** Answers every held request (and those after it) normally. */
  release(): void;
  close(): Promise<void>;
}

export interface TestServerOptions {
  apiKey?: string;
  models?: string[];
  dimensions?: number;
}

/**
 * Each word (lower-cased) hashed into one of `dimensions` buckets: texts sharing words are
 * near, so a test can see retrieval find a passage through these vectors.
 */
function wordVector(text: string, dimensions: number): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const bucket = createHash('sha1').update(word).digest().readUInt32BE(0) % (dimensions - 1);
    vector[bucket]! += 1;
  }
  // A last, constant component: an empty text still has a direction.
  vector[dimensions - 1] = 0.1;
  return vector;
}

/**
 * A local OpenAI-compatible `POST /v1/embeddings` on 127.0.0.1 for tests (real HTTP): it
 * checks the bearer key and the model name as a hosted service does, answers in the API's
 * shape, and can be told to fail or to hold its answers (a re-embedding caught mid-way).
 */
export async function startEmbeddingsTestServer(
  options: TestServerOptions = {},
): Promise<EmbeddingsTestServer> {
  const models = options.models ?? ['test-embed-small'];
  const dimensions = options.dimensions ?? 48;
  const held: (() => void)[] = [];
  const send = (response: http.ServerResponse, status: number, payload: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(payload));
  };
  const state = {
    mode: 'ok' as TestServerMode,
    requests: [] as EmbeddingsTestServer['requests'],
  };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (part: Buffer) => (raw += part.toString('utf8')));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/embeddings')
        return send(response, 404, { error: { message: `no route ${request.url}` } });
      let body: { model?: unknown; input?: unknown };
      try {
        body = JSON.parse(raw) as typeof body;
      } catch {
        return send(response, 400, { error: { message: 'body is not JSON' } });
      }
      const inputs = Array.isArray(body.input) ? body.input.map(String) : [String(body.input)];
      state.requests.push({
        authorization: request.headers.authorization,
        model: String(body.model),
        inputs: inputs.length,
        texts: inputs,
      });
      if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`)
        return send(response, 401, { error: { message: 'Incorrect API key provided' } });
      if (!models.includes(String(body.model)))
        return send(response, 404, { error: { message: `model ${String(body.model)} not found` } });
      const answer = () =>
        state.mode === 'error'
          ? send(response, 503, { error: { message: 'model overloaded' } })
          : send(response, 200, {
              object: 'list',
              model: body.model,
              data: inputs.map((text, index) => ({
                object: 'embedding',
                index,
                embedding: wordVector(text, dimensions),
              })),
            });
      if (state.mode === 'hold') held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: `${origin}/v1`,
    origin,
    get requests() {
      return state.requests;
    },
    get mode() {
      return state.mode;
    },
    set mode(mode: TestServerMode) {
      state.mode = mode;
    },
    release() {
      state.mode = 'ok';
      for (const answer of held.splice(0)) answer();
    },
    close() {
      for (const answer of held.splice(0)) answer();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
