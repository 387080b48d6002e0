import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { conversations } from '../../db/schema';
import { badRequest, notFound } from '../../http/api-error';
import { definedOnly, idOrNotFound, parseOrThrow } from '../../http/validate';
import type { PlatformContext } from '../../platform-context';
import { guardedWrite, nextUpdatedAt } from '../row-version';
import { parsePageQuery, wantsPage } from './conversation-page-query';
import {
  conversationColumns,
  conversationPage,
  findConversation,
  listConversations,
  listMessages,
} from './conversation-queries';
import { userIdQuery } from './conversation-schemas';
import {
  conversationCreateSchema,
  conversationStatusSchema,
  conversationUpdateSchema,
  DEFAULT_CONVERSATION_STATUS,
} from '@switchboard/domain';

const NOT_FOUND = 'Conversation not found';
type IdParams = { Params: { id: string } };

const statusQuery = z.object({
  status: conversationStatusSchema.default(DEFAULT_CONVERSATION_STATUS),
});

/**
 * Lists return conversations without their messages (they can be long);
 * GET /api/conversations/{id} includes `messages` ordered by orderIndex.
 * A list call with any page parameter (limit, offset, q, sort, botId, date ranges,
 * include) answers `{ items, total, limit, offset }` with message count, last activity
 * and user per row; without them it answers the plain array as before.
 */
export function registerConversationRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx.database;

  app.get('/conversations', async (request) => {
    if (wantsPage(request.query)) return conversationPage(db, parsePageQuery(request.query), []);
    const { userId } = parseOrThrow(userIdQuery, request.query);
    return listConversations(db, userId ? eq(conversations.userId, userId) : undefined);
  });

  app.get<{ Params: { userId: string } }>('/conversations/user/:userId', async (request) => {
    const userId = idOrNotFound(request.params.userId, 'User not found');
    if (wantsPage(request.query)) {
      // The user scope keeps the spec's default status; a page may also ask for ALL.
      const query = parsePageQuery(request.query);
      return conversationPage(
        db,
        { ...query, status: query.status ?? DEFAULT_CONVERSATION_STATUS },
        [eq(conversations.userId, userId)],
      );
    }
    const { status } = parseOrThrow(statusQuery, request.query);
    return listConversations(
      db,
      eq(conversations.userId, userId),
      eq(conversations.status, status),
    );
  });

  app.get<{ Params: { botId: string } }>('/bots/:botId/conversations', async (request) => {
    const botId = idOrNotFound(request.params.botId, 'Bot not found');
    if (wantsPage(request.query)) {
      return conversationPage(db, parsePageQuery(request.query), [eq(conversations.botId, botId)]);
    }
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
    const body = parseOrThrow(conversationCreateSchema, request.body);
    const [row] = await db.insert(conversations).values(body).returning(conversationColumns);
    return reply.status(201).send({ ...row, messages: [] });
  });

  app.put<IdParams>('/conversations/:id', async (request) => {
    const id = idOrNotFound(request.params.id, NOT_FOUND);
    const changes = definedOnly(parseOrThrow(conversationUpdateSchema, request.body));
    if (Object.keys(changes).length === 0) throw badRequest('No conversation fields to update');
    return guardedWrite(conversations.updatedAt, {
      request,
      notFoundMessage: NOT_FOUND,
      current: () => findConversation(db, id),
      write: async (version) => {
        const [row] = await db
          .update(conversations)
          .set({ ...changes, updatedAt: nextUpdatedAt(conversations.updatedAt) })
          .where(and(eq(conversations.id, id), version))
          .returning(conversationColumns);
        return row;
      },
    });
  });

  app.delete<IdParams>('/conversations/:id', async (request) => {
    const id = idOrNotFound(request.params.id, NOT_FOUND);
    const row = await guardedWrite(conversations.updatedAt, {
      request,
      notFoundMessage: NOT_FOUND,
      current: () => findConversation(db, id),
      write: async (version) => {
        const [deleted] = await db
          .delete(conversations)
          .where(and(eq(conversations.id, id), version))
          .returning({ id: conversations.id });
        return deleted;
      },
    });
    return { message: 'Conversation deleted', id: row.id };
  });
}
