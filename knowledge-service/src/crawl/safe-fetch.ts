import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { BlockedAddressError, type CrawlAddressPolicy } from './address-policy';

export const USER_AGENT = 'SwitchboardKnowledgeBot/1.0';
const MAX_REDIRECTS = 5;

export interface FetchLimits {
  policy: CrawlAddressPolicy;
  timeoutMs: number;
  maxBytes: number;
  signal?: AbortSignal;
}

export interface FetchedPage {
  url: string;
  status: number;
  contentType: string;
  body: string;
}

/** A fetch that produced no HTTP answer, or one the crawler refuses to read. */
export class FetchError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'FetchError';
  }
}

function decode(bytes: Buffer, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function getOnce(
  url: URL,
  limits: FetchLimits,
): Promise<{ response: IncomingMessage; body: Buffer }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const policy = limits.policy.forUrl(url);
  // Node skips the lookup for an IP literal, so literals are checked here.
  if (isIP(host) && !policy.allows(host, host))
    return Promise.reject(new BlockedAddressError(host, host));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      agent: false,
      lookup: policy.lookup,
      headers: {
        'user-agent': USER_AGENT,
        accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.1',
      },
      ...(limits.signal ? { signal: limits.signal } : {}),
    });
    const timer = setTimeout(
      () => request.destroy(new FetchError(`Timed out after ${limits.timeoutMs} ms`)),
      limits.timeoutMs,
    );
    request.on('socket', (socket) => {
      socket.once('connect', () => {
        // Belt and braces: whatever resolved, the connected peer must be allowed too.
        const peer = socket.remoteAddress ?? '';
        if (!policy.allows(host, peer)) request.destroy(new BlockedAddressError(host, peer));
      });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.on('response', (response) => {
      const parts: Buffer[] = [];
      let size = 0;
      response.on('data', (part: Buffer) => {
        size += part.length;
        if (size > limits.maxBytes) {
          request.destroy(
            new FetchError(
              `Page is larger than ${limits.maxBytes} bytes (KB_CRAWL_MAX_PAGE_BYTES)`,
              response.statusCode ?? null,
            ),
          );
          return;
        }
        parts.push(part);
      });
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ response, body: Buffer.concat(parts) });
      });
      response.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  });
}

/**
 * GET with the address policy at connect time, a timeout, a size cap and same-site
 * redirects only; each hop is a fresh request under the policy for its own origin.
 */
export async function safeFetch(start: string, limits: FetchLimits): Promise<FetchedPage> {
  let url = new URL(start);
  for (let hop = 0; ; hop += 1) {
    const { response, body } = await getOnce(url, limits);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      if (hop >= MAX_REDIRECTS)
        throw new FetchError(`More than ${MAX_REDIRECTS} redirects`, status);
      const next = new URL(location, url);
      if (next.hostname !== url.hostname || !/^https?:$/.test(next.protocol)) {
        throw new FetchError(`Redirect off-site to ${next.href} refused`, status);
      }
      url = next;
      continue;
    }
    const contentType = String(response.headers['content-type'] ?? '');
    return { url: url.href, status, contentType, body: decode(body, contentType) };
  }
}
