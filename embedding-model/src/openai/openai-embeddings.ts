import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { z } from 'zod';
import { normalise, type Embedder } from '../embedder';

/** A bot's own embeddings endpoint, as its "Model" panel saves it; the key never leaves the server. */
export interface OpenAiEmbeddingsConfig {
  /** e.g. https://api.example.com/v1 — `/embeddings` is appended. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
  /** Inputs per request. */
  batchSize?: number;
  /**
   * The resolver the connection uses: the knowledge service passes the outbound guard's,
   * so a saved base URL cannot reach the host's network (the address checked is the one used).
   */
  lookup?: LookupFunction;
}

/** An endpoint that answered wrongly or not at all, worded for the panel's Test button. */
export class EmbeddingsEndpointError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'EmbeddingsEndpointError';
  }
}

const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

const reply = z.object({
  data: z
    .array(z.object({ index: z.number().int().min(0), embedding: z.array(z.number()).min(1) }))
    .min(1),
});

function post(
  url: URL,
  body: string,
  config: OpenAiEmbeddingsConfig,
): Promise<{ status: number; text: string }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'POST',
      agent: false,
      ...(config.lookup ? { lookup: config.lookup } : {}),
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
    });
    const timeoutMs = config.timeoutMs ?? 30_000;
    const timer = setTimeout(
      () =>
        request.destroy(
          new EmbeddingsEndpointError(`${url.host} did not answer within ${timeoutMs} ms`),
        ),
      timeoutMs,
    );
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(
        error instanceof EmbeddingsEndpointError
          ? error
          : new EmbeddingsEndpointError(`Cannot reach ${url.host}: ${error.message}`),
      );
    });
    request.on('response', (response) => {
      const parts: Buffer[] = [];
      let size = 0;
      response.on('data', (part: Buffer) => {
        size += part.length;
        if (size > MAX_RESPONSE_BYTES)
          request.destroy(new EmbeddingsEndpointError(`${url.host} answered more than 32 MB`));
        else parts.push(part);
      });
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(parts).toString('utf8') });
      });
    });
    request.end(body);
  });
}

function endpointUrl(baseUrl: string): URL {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new EmbeddingsEndpointError(`"${baseUrl}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new EmbeddingsEndpointError('The base URL must start with http:// or https://');
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return new URL(`${path}embeddings`, url);
}

/**
 * Any OpenAI-compatible `POST /embeddings` (OpenAI, Azure's compatible route, Ollama,
 * vLLM, LocalAI, text-embeddings-inference): one request per batch, vectors put back in
 * input order by their `index` and normalised, so cosine is a dot product as for the
 * embedded model.
 */
export class OpenAiEmbeddings implements Embedder {
  readonly modelId: string;
  private readonly url: URL;
  private dimensions: number | null = null;

  constructor(private readonly config: OpenAiEmbeddingsConfig) {
    this.url = endpointUrl(config.baseUrl);
    this.modelId = `openai:${this.url.origin}${this.url.pathname}#${config.model}`;
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const size = this.config.batchSize ?? 64;
    const vectors: Float32Array[] = [];
    for (let at = 0; at < texts.length; at += size)
      vectors.push(...(await this.request(texts.slice(at, at + size))));
    return vectors;
  }

  private async request(input: readonly string[]): Promise<Float32Array[]> {
    const { status, text } = await post(
      this.url,
      JSON.stringify({ model: this.config.model, input }),
      this.config,
    );
    if (status === 401 || status === 403)
      throw new EmbeddingsEndpointError(`${this.url.host} refused the API key (${status})`, status);
    if (status < 200 || status >= 300)
      throw new EmbeddingsEndpointError(
        `${this.url.host} answered ${status}: ${text.slice(0, 200)}`,
        status,
      );
    let body: z.infer<typeof reply>;
    try {
      body = reply.parse(JSON.parse(text));
    } catch {
      throw new EmbeddingsEndpointError(
        `${this.url.host} did not answer with OpenAI-style embeddings`,
        status,
      );
    }
    const byIndex = new Map(body.data.map((item) => [item.index, item.embedding]));
    return input.map((_, index) => {
      const embedding = byIndex.get(index);
      if (!embedding)
        throw new EmbeddingsEndpointError(
          `${this.url.host} returned ${body.data.length} embeddings for ${input.length} inputs`,
        );
      this.dimensions ??= embedding.length;
      if (embedding.length !== this.dimensions)
        throw new EmbeddingsEndpointError(
          `${this.url.host} returned vectors of ${embedding.length} and ${this.dimensions} dimensions`,
        );
      return normalise(Float32Array.from(embedding));
    });
  }

  /** The panel's Test button: one round trip, its vector size and time. */
  async probe(): Promise<{ dimensions: number; milliseconds: number }> {
    const started = performance.now();
    const [vector] = await this.embed(['Switchboard embeddings test']);
    return { dimensions: vector!.length, milliseconds: Math.round(performance.now() - started) };
  }
}
