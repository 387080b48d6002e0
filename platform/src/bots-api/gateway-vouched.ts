import type { FastifyRequest } from 'fastify';
import { ApiError } from '@switchboard/server-kit/http/api-error';
import { presentsServiceCredential } from '@switchboard/server-kit/http/service-credential';
import type { PlatformContext } from '../platform-context';

/**
 * Writes that state what a bot's service said (its answer in a turn, the staff answer that
 * improved an answer) are the gateway's alone: it asked the service, and it vouches with
 * the service credential it holds server-side (as for the browser's address at sign-in),
 * on top of the signed-in user's token. A bot admin calling the Bots API directly holds no
 * such credential, so cannot put words in a bot's mouth or name a staff answer it never had.
 */
export function requireGateway(request: FastifyRequest, ctx: PlatformContext, refusal: string) {
  if (!presentsServiceCredential(request, ctx.config.serviceCredential)) {
    throw new ApiError(403, refusal);
  }
}
