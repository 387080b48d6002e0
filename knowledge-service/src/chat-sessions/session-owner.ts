import type { FastifyRequest } from 'fastify';
import { ApiError } from '@switchboard/server-kit/http/api-error';
import { DEFAULT_SERVICE } from '../service-directory';

/**
 * The gateway sets this from the signed-in user after checking their token, on every call
 * it forwards (it drops any such header the browser sends), so it names who is asking and
 * a `user_id` in the query or body is then ignored. Direct service callers name themselves
 * with `user_id` (body or query) as the chat call of the product rules does.
 */
export const CALLER_HEADER = 'x-switchboard-user-id';

/**
 * The gateway adds this when the caller is a bot admin: `bot-admin` from the chat proxy,
 * where staff follow up on a user's conversation, `bot-admin-reader` from the per-bot
 * service routes, where they may only look. Only holders of the service credential reach
 * this service at all, so a browser cannot claim either.
 */
export const STAFF_HEADER = 'x-switchboard-staff';

/** What staff may do with another user's session; deleting it is never among them. */
export type StaffRight = 'read' | 'reply';

const STAFF_CLAIMS: Record<string, StaffRight> = {
  'bot-admin': 'reply',
  'bot-admin-reader': 'read',
};

/**
 * The staff right the gateway vouches for, if any. The general service's sessions are the
 * console's personal playground, not a bot's users' conversations, so no claim counts there,
 * whichever bot address or route the call came through.
 */
export function staffRight(request: FastifyRequest): StaffRight | undefined {
  if (request.kbService.slug === DEFAULT_SERVICE) return undefined;
  const claim = request.headers[STAFF_HEADER];
  return typeof claim === 'string' ? STAFF_CLAIMS[claim] : undefined;
}

/**
 * Whether the gateway vouches that the caller is the bot's staff (a bot admin), on any
 * service: what decides if private documents may answer them (retrieval/audience.ts).
 */
export function vouchedStaff(request: FastifyRequest): boolean {
  const claim = request.headers[STAFF_HEADER];
  return typeof claim === 'string' && Object.hasOwn(STAFF_CLAIMS, claim);
}

/** Who asks: the gateway's header when it sent one, else the caller's own `user_id`. */
export function callerOf(request: FastifyRequest, named: unknown): string | undefined {
  const header = request.headers[CALLER_HEADER];
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  if (typeof named === 'string' && named.trim() !== '') return named.trim();
  if (typeof named === 'number') return String(named);
  return undefined;
}

/**
 * Whose `Idempotency-Key` a request's key is, so keys of different callers never meet: the
 * user the gateway names, else the user a direct caller (holding the service credential)
 * names with `user_id` in the body or query, in a space of its own since nobody vouched
 * for it; a direct call naming nobody (an upload, a crawl) is the service's own.
 */
export function idempotencyCaller(request: FastifyRequest): string {
  const header = request.headers[CALLER_HEADER];
  if (typeof header === 'string' && header.trim() !== '') return `user:${header.trim()}`;
  const body = request.body as { user_id?: unknown } | null | undefined;
  const query = request.query as { user_id?: unknown } | null | undefined;
  const named = callerOf(request, body?.user_id ?? query?.user_id);
  return named === undefined ? 'service' : `service:user:${named}`;
}

export const notOwner = () => new ApiError(403, 'This chat session belongs to another user');

export const callerRequired = () =>
  new ApiError(403, 'user_id is required: a chat session is open only to the user who made it');
