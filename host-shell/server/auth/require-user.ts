import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/send-error';
import type { GoTrueUser } from '../platform/platform-client';
import { accessTokenFrom } from './access-token';
import type { TokenValidator } from './token-validator';

export interface Caller {
  token: string;
  user: GoTrueUser;
}

/** The caller's access token, or null once a 401 has been sent. */
export async function requireToken(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string | null> {
  const token = accessTokenFrom(request);
  if (token) return token;
  await sendError(reply, 401, 'Authentication required: sign in first');
  return null;
}

/** Whose token this is, asked of the platform, or null once a 401 has been sent. */
export async function validCaller(
  token: string,
  reply: FastifyReply,
  validate: TokenValidator,
): Promise<Caller | null> {
  const user = await validate(token);
  if (user) return { token, user };
  await sendError(reply, 401, 'Invalid or expired access token');
  return null;
}

/** The signed-in caller, or null once a 401 has been sent. */
export async function requireUser(
  request: FastifyRequest,
  reply: FastifyReply,
  validate: TokenValidator,
): Promise<Caller | null> {
  const token = await requireToken(request, reply);
  if (!token) return null;
  return validCaller(token, reply, validate);
}
