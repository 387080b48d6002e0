import { improveAnswerRequestSchema, rateAnswerRequestSchema } from '@switchboard/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireToken } from '../auth/require-user';
import { claimedUser } from '../auth/token-claims';
import type { GatewayContext } from '../gateway-context';
import { registerGatewayErrors } from '../http/gateway-errors';
import { sendError } from '../http/send-error';
import { exchangeOutcome, type Outcome } from '../outbound/exchange-outcome';
import { platformErrorText, type PlatformAnswer } from '../platform-api/platform-client';
import { botUrl } from '../bot-proxy/bot-address';
import { botCall } from '../bot-proxy/bot-exchange';
import { callerHeadersFor } from '../bot-proxy/caller-headers';
import { firstIssue } from '../bot-proxy/proxy-bodies';
import { turnPlatform } from '../bot-proxy/turn-platform';
import { CONSOLE_OPERATION_HEADER } from '../service-proxy/pass-through';

type AnswerRequest = FastifyRequest<{ Params: { id: string; messageId: string } }>;

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * Rating a console answer and improving it, each one server operation the browser calls
 * once with an idempotency key (docs/architecture.md, "Operations across services"). A
 * rating is the console's alone. Improving writes the bot's side first (the staff answer),
 * then the console's, and undoes the bot's side when the console refuses, so both change
 * or neither. The console's side keeps the key, so a retry with it is answered from there
 * and asks the bot nothing again. Only this operation may mark an answer improved (the
 * platform takes the mark only with the gateway's credential), so the mark always names
 * the staff answer just saved in the answer's own bot. Taking the mark back is the
 * console's alone: the answer returns to Needs review and the staff answer stays the bot's.
 */
export async function feedbackOperationRoutes(app: FastifyInstance, ctx: GatewayContext) {
  registerGatewayErrors(app);
  const platform = turnPlatform(ctx.config);
  const callerHeaders = callerHeadersFor(ctx);

  const passOn = (reply: FastifyReply, answer: PlatformAnswer, fallback: string) =>
    sendError(reply, answer.status, platformErrorText(answer, fallback));

  /**
   * What both operations start with: the caller, the checked body, and the answer (with
   * its feedback) and its bot's address read on the caller's token; null once refused.
   */
  async function start<T>(request: AnswerRequest, reply: FastifyReply, schema: z.ZodType<T>) {
    const token = await requireToken(request, reply);
    if (!token) return null;
    const parsed = schema.safeParse(request.body);
    if (!parsed.success) {
      await sendError(reply, 400, firstIssue(parsed.error));
      return null;
    }
    const found = await answerOf(request, reply, token);
    if (!found) return null;
    const headers = callerHeaders({ token, user: claimedUser(token) });
    return { ...found, token, headers, body: parsed.data };
  }

  /** The answer (with its feedback) and its bot's address, read on the caller's token. */
  async function answerOf(request: AnswerRequest, reply: FastifyReply, token: string) {
    const conversation = await platform.conversation(token, request.params.id);
    if (conversation.status !== 200) {
      await passOn(reply, conversation, 'Failed to fetch conversation');
      return null;
    }
    const wanted = request.params.messageId.toLowerCase();
    const message = conversation.body.messages?.find((row) => row.id === wanted);
    if (!message) {
      await sendError(reply, 404, 'Message not found');
      return null;
    }
    if (message.messageType !== 'ASSISTANT') {
      await sendError(reply, 400, 'Only an answer can be rated');
      return null;
    }
    const bot = await ctx.platform.bot(token, conversation.body.botId);
    if (bot.status !== 200) {
      await passOn(reply, bot, 'Failed to fetch bot');
      return null;
    }
    return { message, botPath: bot.body.botPath };
  }

  const ask = (
    botPath: string,
    headers: Record<string, string>,
    method: string,
    path: string,
    payload?: unknown,
    extra?: Record<string, string>,
  ): Promise<Outcome> =>
    exchangeOutcome(
      botCall(ctx, botUrl(botPath, path), headers, method, payload, extra),
      ctx.botLimits,
    );

  app.post<{ Params: { id: string; messageId: string } }>(
    '/api/conversations/:id/messages/:messageId/rating',
    async (request, reply) => {
      const started = await start(request, reply, rateAnswerRequestSchema);
      if (!started) return reply;
      const { message, token } = started;
      const { rating, comment, idempotencyKey } = started.body;
      const feedback = message.feedback;
      if (feedback?.ratingKey === idempotencyKey) return { messageId: message.id, ...feedback };
      // The console owns a console answer's rating (docs/architecture.md, "One store per
      // fact"): one write, which keeps the key, so there is nothing on the bot's side to undo.
      const saved = await platform.feedback(token, message.id, 'rating', {
        rating,
        comment,
        idempotencyKey,
      });
      if (saved.status !== 200) return passOn(reply, saved, 'Failed to rate the answer');
      return saved.body;
    },
  );

  app.post<{ Params: { id: string; messageId: string } }>(
    '/api/conversations/:id/messages/:messageId/improve',
    async (request, reply) => {
      const started = await start(request, reply, improveAnswerRequestSchema);
      if (!started) return reply;
      const { message, botPath, token, headers } = started;
      const { question, answer, idempotencyKey } = started.body;
      if (message.feedback?.improveKey === idempotencyKey) {
        return { messageId: message.id, ...message.feedback };
      }

      // The service keeps the key too: a retry after a lost answer gets the same staff answer.
      // It keeps the staff answer pending until it sees the console record the key, and
      // undoes it if the console never does (a mark the platform never took).
      const created = await ask(
        botPath,
        headers,
        'POST',
        'staff-answers',
        { question, answer },
        {
          'idempotency-key': idempotencyKey,
          [CONSOLE_OPERATION_HEADER]: idempotencyKey,
        },
      );
      if (!created.ok) {
        return sendError(
          reply,
          created.status,
          `Failed to save the staff answer: ${created.reason}`,
        );
      }
      const staffAnswerId = text((created.exchange.json as { id?: unknown } | undefined)?.id);
      if (!staffAnswerId) {
        return sendError(
          reply,
          502,
          "Failed to save the staff answer: the bot's service named no id",
        );
      }
      const saved = await platform.feedback(token, message.id, 'improved', {
        staffAnswerId,
        idempotencyKey,
      });
      if (saved.status !== 200) {
        await ask(botPath, headers, 'DELETE', `staff-answers/${encodeURIComponent(staffAnswerId)}`);
        return passOn(reply, saved, 'Failed to mark the answer improved');
      }
      return saved.body;
    },
  );

  app.delete<{ Params: { id: string; messageId: string } }>(
    '/api/conversations/:id/messages/:messageId/improve',
    async (request, reply) => {
      const token = await requireToken(request, reply);
      if (!token) return reply;
      const found = await answerOf(request, reply, token);
      if (!found) return reply;
      const cleared = await platform.clearImproved(token, found.message.id);
      if (cleared.status !== 200) {
        return passOn(reply, cleared, 'Failed to take the improvement back');
      }
      return cleared.body;
    },
  );
}
