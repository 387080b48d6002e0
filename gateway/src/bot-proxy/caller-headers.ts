import { isBotAdmin } from '@switchboard/domain';
import type { Caller } from '../auth/require-user';
import type { GatewayContext } from '../gateway-context';
import { BOT_ADMIN_STAFF, CALLER_HEADER, STAFF_HEADER } from '../service-proxy/pass-through';

/**
 * Who asks, for the bot's service: a bot admin is staff there and may read the history
 * of, and reply into, conversations of the bot's users (see the product rules).
 */
export function callerHeadersFor(ctx: GatewayContext) {
  const adminAccess = {
    allowedEmails: ctx.config.adminAllowedEmails,
    allowedDomainWords: ctx.config.adminAllowedDomainWords,
  };
  return ({ user }: Caller): Record<string, string> => ({
    [CALLER_HEADER]: user.id,
    ...(isBotAdmin(user.user_metadata?.RoleName, user.email, adminAccess)
      ? { [STAFF_HEADER]: BOT_ADMIN_STAFF }
      : {}),
  });
}
