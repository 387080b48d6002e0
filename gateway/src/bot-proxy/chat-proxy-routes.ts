import { isBotAdmin } from '@switchboard/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Caller } from '../auth/require-user';
import type { GatewayContext } from '../gateway-context';
import { registerGatewayErrors } from '../http/gateway-errors';
import { sendError } from '../http/send-error';
import { exchangeJson, type JsonExchange } from '../outbound/exchange-json';
import type { UpstreamCall } from '../outbound/send-upstream';
import { failureStatus, UpstreamError } from '../outbound/upstream-errors';
import { BOT_ADMIN_STAFF, CALLER_HEADER, STAFF_HEADER } from '../service-proxy/pass-through';
import { botUrl } from './bot-address';
import { proxyRequest } from './bot-registry';
import { chatReply } from './chat-reply';
import { serviceKeyHeaders } from './service-credential';
import { chatProxyBody, historyProxyBody } from './proxy-bodies';

/** The console's error wording: "{prefix}: {status text}" for whatever went wrong upstream. */
async function exchangeOr502(
  call: UpstreamCall,
  ctx: GatewayContext,
  reply: FastifyReply,
  prefix: string,
): Promise<JsonExchange | null> {
  try {
    const answer = await exchangeJson(call, ctx.botLimits);
    if (answer.status >= 200 && answer.status < 300) return answer;
    await sendError(reply, 502, `${prefix}: ${answer.statusText}`);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    await sendError(reply, failureStatus(error), `${prefix}: ${error.message}`);
  }
  return null;
}

/** The same-origin chat proxy: chat with, and read history from, a registered bot. */
export async function chatProxyRoutes(app: FastifyInstance, ctx: GatewayContext) {
  registerGatewayErrors(app);
  const adminAccess = {
    allowedEmails: ctx.config.adminAllowedEmails,
    allowedDomainWords: ctx.config.adminAllowedDomainWords,
  };
  /**
   * Who asks, for the bot's service: a bot admin is staff there and may read the history
   * of, and reply into, conversations of the bot's users (see the product rules).
   */
  const callerHeaders = ({ user }: Caller): Record<string, string> => ({
    [CALLER_HEADER]: user.id,
    ...(isBotAdmin(user.user_metadata?.RoleName, user.email, adminAccess)
      ? { [STAFF_HEADER]: BOT_ADMIN_STAFF }
      : {}),
  });

  app.post('/api/bots/proxy', async (request, reply) => {
    const asked = await proxyRequest(request, reply, ctx, chatProxyBody);
    if (!asked) return reply;
    const { caller, bot } = asked;
    const { message, session_id, user_id, metadata } = asked.fields;
    const url = botUrl(bot.botPath, bot.chatEndpoint);
    const payload = { message, session_id, user_id, metadata };
    const answer = await exchangeOr502(
      {
        url,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...callerHeaders(caller),
          ...serviceKeyHeaders(url, ctx.credentials),
        },
        body: Buffer.from(JSON.stringify(payload)),
      },
      ctx,
      reply,
      'Proxy API error',
    );
    if (!answer) return reply;
    if (!answer.json || typeof answer.json !== 'object') {
      return sendError(reply, 502, 'Proxy API error: the bot answered something other than JSON');
    }
    return chatReply(answer.json as Record<string, unknown>, session_id);
  });

  app.post('/api/bots/proxy/history', async (request, reply) => {
    const asked = await proxyRequest(request, reply, ctx, historyProxyBody);
    if (!asked) return reply;
    const { caller, bot } = asked;
    const { conversationId } = asked.fields;
    const url = botUrl(
      bot.botPath,
      `${bot.chatEndpoint.replace(/\/+$/, '')}/`,
      encodeURIComponent(conversationId),
    );
    const answer = await exchangeOr502(
      {
        url,
        method: 'GET',
        headers: {
          accept: 'application/json',
          ...callerHeaders(caller),
          ...serviceKeyHeaders(url, ctx.credentials),
        },
      },
      ctx,
      reply,
      'Failed to fetch chat history',
    );
    if (!answer) return reply;
    return answer.json ?? sendError(reply, 502, 'Failed to fetch chat history: not JSON');
  });
}
