import { chatTurnRequestSchema, type Message } from '@switchboard/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { turnFingerprint } from '@switchboard/server-kit/turns/turn-fingerprint';
import { requireToken } from '../auth/require-user';
import { claimedUser } from '../auth/token-claims';
import type { GatewayContext } from '../gateway-context';
import { registerGatewayErrors } from '../http/gateway-errors';
import { sendError } from '../http/send-error';
import { platformErrorText, type PlatformAnswer } from '../platform-api/platform-client';
import { botUrl } from './bot-address';
import { askBot } from './bot-exchange';
import { callerHeadersFor, consoleRecords } from './caller-headers';
import { firstIssue } from './proxy-bodies';
import { turnAnswer } from './turn-answer';
import { turnPlatform } from './turn-platform';

/** The knowledge session a conversation continues: the newest one an answer named. */
function conversationSessionId(messages: Message[] = []): string | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const sessionId = messages[index]!.messageObject.session_id;
    if (typeof sessionId === 'string' && sessionId) return sessionId;
  }
  return null;
}

/** A platform refusal (401, 403, 404, 409, 400) passed on as it is. */
const passOn = (reply: FastifyReply, answer: PlatformAnswer, fallback: string) =>
  sendError(reply, answer.status, platformErrorText(answer, fallback));

/**
 * One chat turn as one server operation: the gateway asks the conversation's bot (the
 * only place that may call a bot's service) and has the platform store the question and
 * the answer together under the browser's idempotency key. A key already stored answers
 * with the stored pair without asking the bot again, and a failed store stores nothing,
 * so Retry with the same key cannot store the question twice.
 */
export async function chatTurnRoutes(app: FastifyInstance, ctx: GatewayContext) {
  registerGatewayErrors(app);
  const platform = turnPlatform(ctx.config);
  const callerHeaders = callerHeadersFor(ctx);

  app.post<{ Params: { id: string } }>('/api/conversations/:id/turns', async (request, reply) => {
    const token = await requireToken(request, reply);
    if (!token) return reply;
    const parsed = chatTurnRequestSchema.safeParse(request.body);
    if (!parsed.success) return sendError(reply, 400, firstIssue(parsed.error));
    const { text, idempotencyKey } = parsed.data;
    const conversationId = request.params.id;
    const caller = { token, user: claimedUser(token) };

    // The Bots API checks the token (live session, bot admin) on this first call, and
    // replays a stored turn only for the same person asking the same question.
    const fingerprint = turnFingerprint(caller.user.id, text);
    const stored = await platform.storedTurn(token, conversationId, idempotencyKey, fingerprint);
    if (stored.status === 200) return stored.body;
    if (platformErrorText(stored, '') !== 'Turn not found') {
      return passOn(reply, stored, 'Failed to send message');
    }
    const conversation = await platform.conversation(token, conversationId);
    if (conversation.status !== 200) {
      return passOn(reply, conversation, 'Failed to fetch conversation');
    }
    const bot = await ctx.platform.bot(token, conversation.body.botId);
    if (bot.status !== 200) return passOn(reply, bot, 'Failed to fetch bot');

    const sessionId = conversationSessionId(conversation.body.messages);
    const url = botUrl(bot.body.botPath, bot.body.chatEndpoint);
    const payload = {
      message: text,
      session_id: sessionId,
      user_id: caller.user.id,
      metadata: { ...conversation.body.metadata, conversationId },
    };
    const asked = await askBot(ctx, reply, url, consoleRecords(callerHeaders(caller)), payload);
    if (!asked) return reply;
    const answer = turnAnswer(asked.json, sessionId);
    if (!answer) {
      return sendError(reply, 502, "Proxy API error: the bot's answer is not a chat answer");
    }
    const saved = await platform.storeTurn(token, conversationId, {
      idempotencyKey,
      question: text,
      answer,
    });
    if (saved.status !== 200 && saved.status !== 201) {
      return passOn(reply, saved, 'Failed to send message');
    }
    return reply.status(saved.status).send(saved.body);
  });
}
