import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/require-user';
import { callerHeadersFor } from '../bot-proxy/caller-headers';
import { serviceKeyHeaders } from '../bot-proxy/service-credential';
import type { GatewayContext } from '../gateway-context';
import { registerGatewayErrors } from '../http/gateway-errors';
import { sendError } from '../http/send-error';
import { platformErrorText } from '../platform-api/platform-client';
import { BOT_ADMIN_READER, passThrough } from './pass-through';
import { plainBodyLimit } from './plain-body-limits';
import { leaveBodiesUnread, PROXIED_METHODS } from './raw-body-scope';
import { restAfter, targetUnder } from './target-url';

/**
 * `/api/bot-services/:botId/*` → that bot's own service,
 * found by id through the Bots API with the caller's token, so only bot admins reach it
 * and only registered addresses are ever called.
 */
export async function botServiceRoutes(app: FastifyInstance, ctx: GatewayContext) {
  registerGatewayErrors(app);
  leaveBodiesUnread(app);
  // The service would otherwise believe a `user_id` in the query or body: any bot admin
  // could read, write into or delete any user's chat session by naming its owner.
  const callerHeaders = callerHeadersFor(ctx, BOT_ADMIN_READER);
  app.route<{ Params: { botId: string } }>({
    method: [...PROXIED_METHODS],
    url: '/api/bot-services/:botId/*',
    handler: async (request, reply) => {
      const caller = await requireUser(request, reply, ctx.validateToken);
      if (!caller) return reply;
      const answer = await ctx.platform.bot(caller.token, request.params.botId);
      if (answer.status !== 200 || !answer.body?.botPath) {
        const status = answer.status >= 400 && answer.status < 500 ? answer.status : 502;
        return sendError(reply, status, platformErrorText(answer, 'Bot not found'));
      }
      // Segments: "", "api", "bot-services", ":botId", then the bot service's own path.
      const target = targetUnder(answer.body.botPath, restAfter(request.url, 3));
      if (!target) return sendError(reply, 400, 'Invalid path: it leaves the bot service');
      return passThrough(request, reply, {
        target,
        serverHeaders: { ...serviceKeyHeaders(target, ctx.credentials), ...callerHeaders(caller) },
        limits: ctx.botLimits,
        maxUploadBytes: ctx.config.proxyMaxUploadBytes,
        label: 'Bot service',
        plainBody: plainBodyLimit(target.pathname),
      });
    },
  });
}
