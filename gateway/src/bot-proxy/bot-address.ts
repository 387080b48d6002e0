import { UpstreamError } from '../outbound/upstream-errors';
import type { RegisteredBot } from '../platform-api/platform-client';

/** Origin and path without trailing slashes, so `…/kb/a/` and `…/kb/a` are one bot. */
function normalised(url: string): string | null {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname.replace(/(?<!\/)\/+$/, '')}`;
  } catch {
    return null;
  }
}

const endpointKey = (endpoint: string) => `/${endpoint.trim().replace(/^\/+|(?<!\/)\/+$/g, '')}`;

/** The registered bot the browser named, matched on both its address and its chat endpoint. */
export function findBot(
  bots: readonly RegisteredBot[],
  botPath: string,
  chatEndpoint: string,
): RegisteredBot | undefined {
  const wanted = normalised(botPath);
  if (!wanted) return undefined;
  return bots.find(
    (bot) =>
      normalised(bot.botPath) === wanted &&
      endpointKey(bot.chatEndpoint) === endpointKey(chatEndpoint),
  );
}

/**
 * A URL under the bot's registered address; the browser's text never becomes the target,
 * and a stored chat endpoint with dot segments (`/../../auth/v1/`) may not climb out of it.
 */
export function botUrl(botPath: string, ...segments: string[]): URL {
  const url = new URL(botPath);
  const base = url.pathname.replace(/(?<!\/)\/+$/, '');
  const tail = segments.map((segment) => segment.replace(/^\/+/, '')).join('');
  url.pathname = `${base}/${tail}`;
  url.search = '';
  url.hash = '';
  if (
    !url.pathname.startsWith(`${base}/`) ||
    tail.split('/').some((s) => s === '.' || s === '..')
  ) {
    throw new UpstreamError('blocked', "Refused: the bot's chat endpoint leaves its bot path");
  }
  return url;
}
