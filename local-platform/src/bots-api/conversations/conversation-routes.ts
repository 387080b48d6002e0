import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { conversations } from '../../db/schema';
import { badRequest, notFound } from '../../http/api-error';
import { definedOnly, idOrNotFound, parseOrThrow } from '../../http/validate';
import type { PlatformContext } from '../../platform-context';
import { findConversation, listConversations, listMessages } from './conversation-queries';
import {
  conversationStatus,
  createConversationBody,
  updateConversationBody,
  userIdQuery,
} from './conversation-schemas';
import { DEFAULT_CONVERSATION_STATUS } from './conversation-statuses';

const NOT_FOUND = 'Conversation not found';
type IdParams = { Params: { id: string } };

const statusQuery = z.object({ status: conversationStatus.default(DEFAULT_CONVERSATION_STATUS) });

/**
 * Lists return conversations without their messages (they can be long);
 * GET /api/conversations/{id} includes `messages` ordered by orderIndex.
 */
export function registerConversationRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx.database;

  app.get('/conversations', async (request) => {
    const { userId } = parseOrThrow(userIdQuery, request.query);
    return listConversations(db, userId ? eq(conversations.userId, userId) : undefined);
  });

  app.get<{ Params: { userId: string } }>('/conversations/user/:userId', async (request) => {
    const userId = idOrNotFound(request.params.userId, 'User not found');
    const { status } = parseOrThrow(statusQuery, request.query);
    return listConversations(
      db,
      eq(conversations.userId, userId),
      eq(conversations.status, status),
    );
  });

  app.get<{ Params: { botId: string } }>('/bots/:botId/conversations', async (request) => {
    const botId = idOrNotFound(request.params.botId, 'Bot not found');
    const { userId } = parseOrThrow(userIdQuery, request.query);
    return listConversations(
      db,
      eq(conversations.botId, botId),
      userId ? eq(conversations.userId, userId) : undefined,
    );
  });

  app.get<IdParams>('/conversations/:id', async (request) => {
    const id = idOrNotFound(request.params.id, NOT_FOUND);
    const conversation = await findConversation(db, id);
    if (!conversation) throw notFound(NOT_FOUND);
    return { ...conversation, messages: await listMessages(db, id) };
  });

  app.post('/conversations', async (request, reply) => {
    const body = parseOrThrow(createConversationBody, request.body);
    const [row] = await db.insert(conversations).values(body).returning();
    return reply.status(201).send({ ...row, messages: [] });
  });

  app.put<IdParams>('/conversations/:id', async (request) => {
    const id = idOrNotFound(request.params.id, NOT_FOUND);
    const changes = definedOnly(parseOrThrow(updateConversationBody, request.body));
    if (Object.keys(changes).length === 0) throw badRequest('No conversation fields to update');
    const [row] = await db
      .update(conversations)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(conversations.id, id))
      .returning();
    if (!row) throw notFound(NOT_FOUND);
    return row;
  });

  app.delete<IdParams>('/conversations/:id', async (request) => {
    const id = idOrNotFound(request.params.id, NOT_FOUND);
    const [row] = await db
      .delete(conversations)
      .where(eq(conversations.id, id))
      .returning({ id: conversations.id });
    if (!row) throw notFound(NOT_FOUND);
    return { message: 'Conversation deleted', id: row.id };
  });
}
