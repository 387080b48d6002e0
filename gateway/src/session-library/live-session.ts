import type { StoredSession } from '@switchboard/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../gateway-context';
import type { GoTrueUser } from '../platform-api/platform-client';
import { clearSession, readSession, toStoredSession, writeSession } from './session-cookie-store';

// Refresh a little early so the token handed on is not about to lapse in flight.
const REFRESH_MARGIN_SECONDS = 60;

const expiring = (session: StoredSession) =>
  session.expires_at !== undefined &&
  session.expires_at - REFRESH_MARGIN_SECONDS <= Date.now() / 1000;

async function refreshed(
  ctx: GatewayContext,
  session: StoredSession,
): Promise<StoredSession | null> {
  const answer = await ctx.platform.refreshGrant(session.refresh_token);
  return answer.status === 200 && answer.body?.access_token ? toStoredSession(answer.body) : null;
}

/**
 * The cookie's session as the platform sees it now: refreshed (and the cookie rotated)
 * when its access token has expired or been refused, cleared when it cannot be saved.
 */
export async function liveSession(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: GatewayContext,
): Promise<{ session: StoredSession; user: GoTrueUser } | null> {
  const stored = readSession(request);
  if (!stored) return null;
  let session: StoredSession | null = expiring(stored) ? await refreshed(ctx, stored) : stored;
  let user = session && (await ctx.validateToken(session.access_token));
  if (!user && session === stored) {
    session = await refreshed(ctx, stored);
    user = session && (await ctx.validateToken(session.access_token));
  }
  if (!session || !user) {
    clearSession(request, reply);
    return null;
  }
  if (session !== stored) writeSession(request, reply, session);
  return { session, user };
}
