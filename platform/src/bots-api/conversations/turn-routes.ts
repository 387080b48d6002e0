import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '@switchboard/server-kit/http/api-error';
import { idOrNotFound, parseOrThrow } from '@switchboard/server-kit/http/validate';
import { chatTurnStoreSchema, idempotencyKeySchema } from '@switchboard/domain';
import type { PlatformContext } from '../../platform-context';
import { requireGateway } from '../gateway-vouched';
import { requestActor } from '../request-actor';
import { findTurn, KEY_REUSED, storeTurn } from './turn-store';

type TurnParams = { Params: { id: string; key: string }; Querystring: { fingerprint?: string } };

/**
 * Chat turns: the gateway asks the bot, then stores the question and the answer here in
 * one call. The lookup lets it answer a repeated key without asking the bot again, once it
 * showed the fingerprint of who asks what (a key reused otherwise is 409, as on storing).
 */
export function registerTurnRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx.database;

  app.get<TurnParams>('/conversations/:id/turns/:key', async (request) => {
    const conversationId = idOrNotFound(request.params.id, 'Conversation not found');
    const key = parseOrThrow(idempotencyKeySchema, request.params.key);
    const turn = await findTurn(db, conversationId, key);
    if (!turn) throw notFound('Turn not found');
    const { fingerprint, ...pair } = turn;
    if (fingerprint && fingerprint !== request.query.fingerprint) throw conflict(KEY_REUSED);
    return { replayed: true, ...pair };
  });

  app.post<{ Params: { id: string } }>('/conversations/:id/turns', async (request, reply) => {
    const conversationId = idOrNotFound(request.params.id, 'Conversation not found');
    const body = parseOrThrow(chatTurnStoreSchema, request.body);
    requireGateway(
      request,
      ctx,
      "Only the gateway stores a bot's answer: ask through the console's chat",
    );
    const turn = await storeTurn(
      db,
      { conversationId, askerId: request.auth!.user.id, ...body },
      requestActor(request),
    );
    return reply.status(turn.replayed ? 200 : 201).send(turn);
  });
}
