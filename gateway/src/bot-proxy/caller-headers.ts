import { isBotAdmin } from '@switchboard/domain';
import type { Caller } from '../auth/require-user';
import type { GatewayContext } from '../gateway-context';
import {
  BOT_ADMIN_READER,
  BOT_ADMIN_STAFF,
  CALLER_HEADER,
  RECORDED_BY_HEADER,
  STAFF_HEADER,
} from '../service-proxy/pass-through';

/**
 * Who asks, for the bot's service: a bot admin is staff there and may read the history
 * of conversations of the bot's users and, with the chat proxy's claim, reply into them
 * (see the product rules).
 */
export function callerHeadersFor(
  ctx: GatewayContext,
  staffClaim: typeof BOT_ADMIN_STAFF | typeof BOT_ADMIN_READER = BOT_ADMIN_STAFF,
) {
  const adminAccess = {
    allowedEmails: ctx.config.adminAllowedEmails,
    allowedDomainWords: ctx.config.adminAllowedDomainWords,
  };
  return ({ user }: Caller): Record<string, string> => ({
    [CALLER_HEADER]: user.id,
    ...(isBotAdmin(user.user_metadata?.RoleName, user.email, adminAccess)
      ? { [STAFF_HEADER]: staffClaim }
      : {}),
  });
}

/**
 * A chat turn's question to the bot: the console stores the turn as its conversation's
 * messages, so the bot's service keeps no copy of them (docs/architecture.md, "One store
 * per fact"), only its own chat event, which the stored answer names by trace id.
 */
export const consoleRecords = (headers: Record<string, string>): Record<string, string> => ({
  ...headers,
  [RECORDED_BY_HEADER]: 'console',
});
