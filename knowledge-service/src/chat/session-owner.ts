import type { FastifyRequest } from 'fastify';
import { ApiError } from '@switchboard/server-kit/http/api-error';

/**
 * The gateway sets this from the signed-in user after checking their token (it drops any
 * such header the browser sends), so it names who is asking. Direct service callers name
 * themselves with `user_id` (body or query) as the chat call of the product rules does.
 */
export const CALLER_HEADER = 'x-switchboard-user-id';

/**
 * The gateway adds this (value `bot-admin`) when the caller is a bot admin. Only holders
 * of the service credential reach this service at all, so a browser cannot claim it.
 */
export const STAFF_HEADER = 'x-switchboard-staff';

/** A bot admin may read and reply into this bot's users' sessions, never delete them. */
export const isBotAdminStaff = (request: FastifyRequest) =>
  request.headers[STAFF_HEADER] === 'bot-admin';

export function callerOf(request: FastifyRequest, named: unknown): string | undefined {
  const header = request.headers[CALLER_HEADER];
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  if (typeof named === 'string' && named.trim() !== '') return named.trim();
  if (typeof named === 'number') return String(named);
  return undefined;
}

export const notOwner = () => new ApiError(403, 'This chat session belongs to another user');

export const callerRequired = () =>
  new ApiError(403, 'user_id is required: a chat session is open only to the user who made it');
