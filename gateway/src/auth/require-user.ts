import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/send-error';
import type { GoTrueUser } from '../platform-api/platform-client';
import { accessTokenFrom } from './access-token';
import type { TokenValidator } from './token-validator';

export interface Caller {
  token: string;
  user: GoTrueUser;
}

/** The value, or null once a 401 with `message` has been sent. */
async function orUnauthorized<T>(
  value: T | null | undefined,
  reply: FastifyReply,
  message: string,
): Promise<T | null> {
  if (value) return value;
  await sendError(reply, 401, message);
  return null;
}

/** The caller's access token, or null once a 401 has been sent. */
export const requireToken = (request: FastifyRequest, reply: FastifyReply) =>
  orUnauthorized(accessTokenFrom(request), reply, 'Authentication required: sign in first');

/** The signed-in caller, asked of the platform, or null once a 401 has been sent. */
export async function requireUser(
  request: FastifyRequest,
  reply: FastifyReply,
  validate: TokenValidator,
): Promise<Caller | null> {
  const token = await requireToken(request, reply);
  if (!token) return null;
  const user = await validate(token);
  return orUnauthorized(user && { token, user }, reply, 'Invalid or expired access token');
}
