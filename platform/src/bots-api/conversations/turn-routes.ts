import type { FastifyInstance } from 'fastify';
import { notFound } from '@switchboard/server-kit/http/api-error';
import { idOrNotFound, parseOrThrow } from '@switchboard/server-kit/http/validate';
import { chatTurnStoreSchema, idempotencyKeySchema } from '@switchboard/domain';
import type { PlatformContext } from '../../platform-context';
import { requestActor } from '../request-actor';
import { findTurn, storeTurn } from './turn-store';

type TurnParams = { Params: { id: string; key: string } };

/**
 * Chat turns: the gateway asks the bot, then stores the question and the answer here in
 * one call. The lookup lets it answer a repeated key without asking the bot again.
 */
export function registerTurnRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx.database;

  app.get<TurnParams>('/conversations/:id/turns/:key', async (request) => {
    const conversationId = idOrNotFound(request.params.id, 'Conversation not found');
    const key = parseOrThrow(idempotencyKeySchema, request.params.key);
    const turn = await findTurn(db, conversationId, key);
    if (!turn) throw notFound('Turn not found');
    return { replayed: true, ...turn };
  });

  app.post<{ Params: { id: string } }>('/conversations/:id/turns', async (request, reply) => {
    const conversationId = idOrNotFound(request.params.id, 'Conversation not found');
    const body = parseOrThrow(chatTurnStoreSchema, request.body);
    const turn = await storeTurn(db, { conversationId, ...body }, requestActor(request));
    return reply.status(turn.replayed ? 200 : 201).send(turn);
  });
}
