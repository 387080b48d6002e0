/** Longer reasons are cut: the text ends up in a toast. */
const MAX_REASON = 300;

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, MAX_REASON) : null;

/**
 * The reason an upstream service gave for refusing a call, in the shapes services use:
 * `error` (this platform, GoTrue), `message`, or `detail` (a text, or FastAPI's list of
 * `{ msg }`). Null when the answer carries none.
 */
export function upstreamReason(json: unknown): string | null {
  if (!json || typeof json !== 'object') return null;
  const { error, message, detail } = json as Record<string, unknown>;
  const direct = text(error) ?? text(message) ?? text(detail);
  if (direct) return direct;
  if (!Array.isArray(detail)) return null;
  const messages = detail
    .map((item: unknown) =>
      item && typeof item === 'object' ? text((item as { msg?: unknown }).msg) : null,
    )
    .filter((msg): msg is string => msg !== null);
  return messages.length ? messages.join('; ').slice(0, MAX_REASON) : null;
}

/**
 * A refusal of what the user sent (bad or too large input) keeps its status, so bad input
 * stays a 4xx in the browser. Anything else (the gateway's own credentials refused, a missing
 * session, a server error) is a bad gateway, as the console has always been told.
 */
const PASSED_THROUGH = new Set([400, 413, 422]);

export const proxiedStatus = (upstreamStatus: number) =>
  PASSED_THROUGH.has(upstreamStatus) ? upstreamStatus : 502;
