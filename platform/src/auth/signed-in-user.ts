import type { FastifyRequest } from 'fastify';
import { ApiError } from '@switchboard/server-kit/http/api-error';
import type { PlatformContext } from '../platform-context';
import { authenticate, BearerError } from './bearer';

/** The caller of a staff route outside the Bots API, or its 401 when there is none. */
export async function signedInUser(ctx: PlatformContext, request: FastifyRequest) {
  try {
    return (await authenticate(ctx.database.db, ctx.config, request)).user;
  } catch (error) {
    if (error instanceof BearerError)
      throw new ApiError(401, 'Authentication required: sign in first');
    throw error;
  }
}
