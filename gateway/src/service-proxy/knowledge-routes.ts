import { isBotAdmin } from '@switchboard/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/require-user';
import type { GatewayContext } from '../gateway-context';
import { registerGatewayErrors } from '../http/gateway-errors';
import { sendError } from '../http/send-error';
import { BOT_ADMIN_READER, CALLER_HEADER, passThrough, STAFF_HEADER } from './pass-through';
import { leaveBodiesUnread, PROXIED_METHODS } from './raw-body-scope';
import { restAfter, targetUnder } from './target-url';

/**
 * `/api/knowledge/*` → *the* knowledge service, with its API key added here
 * so the key never reaches the browser; bot admins only, by the same rule as the platform.
 */
export async function knowledgeRoutes(app: FastifyInstance, ctx: GatewayContext) {
  registerGatewayErrors(app);
  leaveBodiesUnread(app);
  const { config } = ctx;
  const adminAccess = {
    allowedEmails: config.adminAllowedEmails,
    allowedDomainWords: config.adminAllowedDomainWords,
  };
  const serverHeaders: Record<string, string> = config.knowledgeApiKey
    ? { 'x-api-key': config.knowledgeApiKey }
    : {};
  app.route({
    method: [...PROXIED_METHODS],
    url: '/api/knowledge/*',
    handler: async (request, reply) => {
      const caller = await requireUser(request, reply, ctx.validateToken);
      if (!caller) return reply;
      const { user } = caller;
      if (!isBotAdmin(user.user_metadata?.RoleName, user.email, adminAccess)) {
        return sendError(reply, 403, 'Forbidden: the knowledge service is for bot admins');
      }
      // Segments: "", "api", "knowledge", then the knowledge service's own path.
      const target = targetUnder(config.knowledgeServiceUrl, restAfter(request.url, 2));
      if (!target) return sendError(reply, 400, 'Invalid path: it leaves the knowledge service');
      return passThrough(request, reply, {
        target,
        // Knowledge chat sessions belong to their user: the service learns who asks from us.
        // Every caller here is a bot admin, so the service's private documents answer them
        // (the claim lends no other right on the general service: its sessions stay personal).
        serverHeaders: {
          ...serverHeaders,
          [CALLER_HEADER]: user.id,
          [STAFF_HEADER]: BOT_ADMIN_READER,
        },
        limits: ctx.knowledgeLimits,
        maxUploadBytes: config.proxyMaxUploadBytes,
        label: 'Knowledge service',
      });
    },
  });
}
