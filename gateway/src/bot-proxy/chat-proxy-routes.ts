import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway-context';
import { registerGatewayErrors } from '../http/gateway-errors';
import { sendError } from '../http/send-error';
import { botUrl } from './bot-address';
import { proxyRequest } from './bot-registry';
import { askBot, exchangeOr502 } from './bot-exchange';
import { callerHeadersFor } from './caller-headers';
import { chatTurnRoutes } from './chat-turn-routes';
import { chatReply } from './chat-reply';
import { serviceKeyHeaders } from './service-credential';
import { chatProxyBody, historyProxyBody } from './proxy-bodies';

/** The same-origin chat proxy: chat with, and read history from, a registered bot. */
export async function chatProxyRoutes(app: FastifyInstance, ctx: GatewayContext) {
  registerGatewayErrors(app);
  const callerHeaders = callerHeadersFor(ctx);
  // Chat turns ask bots the same guarded way; they live beside the proxy, in a scope of their own.
  await app.register((scope) => chatTurnRoutes(scope, ctx));

  app.post('/api/bots/proxy', async (request, reply) => {
    const asked = await proxyRequest(request, reply, ctx, chatProxyBody);
    if (!asked) return reply;
    const { caller, bot } = asked;
    const { message, session_id, user_id, metadata } = asked.fields;
    const url = botUrl(bot.botPath, bot.chatEndpoint);
    const payload = { message, session_id, user_id, metadata };
    const answer = await askBot(ctx, reply, url, callerHeaders(caller), payload);
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
      `${bot.chatEndpoint.replace(/(?<!\/)\/+$/, '')}/`,
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
