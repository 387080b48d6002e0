import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/send-error';
import type { GoTrueUser } from '../platform/platform-client';
import { accessTokenFrom } from './access-token';
import type { TokenValidator } from './token-validator';

export interface Caller {
  token: string;
  user: GoTrueUser;
}

/** The signed-in caller, or null once a 401 has been sent. */
export async function requireUser(
  request: FastifyRequest,
  reply: FastifyReply,
  validate: TokenValidator,
): Promise<Caller | null> {
  const token = accessTokenFrom(request);
  if (!token) {
    await sendError(reply, 401, 'Authentication required: sign in first');
    return null;
  }
  const user = await validate(token);
  if (!user) {
    await sendError(reply, 401, 'Invalid or expired access token');
    return null;
  }
  return { token, user };
}
