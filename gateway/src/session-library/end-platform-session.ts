import type { StoredSession } from '@switchboard/domain';
import type { GatewayContext } from '../gateway-context';
import { PlatformUnavailable } from '../platform-api/platform-client';

// A refresh token the platform refuses with one of these names no live session any more.
const SESSION_GONE = new Set([400, 403, 404]);

/**
 * Ends the platform session a cookie names, whatever state its access token is in: an
 * access token no longer accepted (expired after its hour, say) cannot sign out, so the
 * refresh token, which names the same session, is turned into a new pair that does. True
 * when the session has ended (or was already gone); false when the platform could not be
 * made to end it.
 */
export async function endPlatformSession(
  ctx: GatewayContext,
  session: StoredSession,
): Promise<boolean> {
  try {
    if ((await ctx.platform.logout(session.access_token)).status < 300) return true;
    const renewed = await ctx.platform.refreshGrant(session.refresh_token);
    if (renewed.status !== 200 || !renewed.body?.access_token)
      return SESSION_GONE.has(renewed.status);
    return (await ctx.platform.logout(renewed.body.access_token)).status < 300;
  } catch (error) {
    if (error instanceof PlatformUnavailable) return false;
    throw error;
  }
}
