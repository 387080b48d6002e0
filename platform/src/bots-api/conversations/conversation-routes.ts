import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rememberAnswer } from '@switchboard/server-kit/http/idempotency';
import type { Db } from '@switchboard/server-kit/db/connect';
import { z } from 'zod';
import { conversations } from '../../db/schema';
import { idOrNotFound, parseOrThrow } from '@switchboard/server-kit/http/validate';
import type { PlatformContext } from '../../platform-context';
import { versionedRows } from '../versioned-rows';
import { parsePageQuery, wantsPage } from './conversation-page-query';
import {
  conversationColumns,
  conversationPage,
  listConversations,
  listMessages,
} from './conversation-queries';
import { userIdQuery } from './conversation-schemas';
import { registerTurnRoutes } from './turn-routes';
import {
  conversationCreateSchema,
  conversationStatusSchema,
  conversationUpdateSchema,
  DEFAULT_CONVERSATION_STATUS,
} from '@switchboard/domain';

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
  const rows = versionedRows(db, conversations, 'Conversation', {
    columns: conversationColumns,
  });

  app.get('/conversations', async (request) => {
    if (wantsPage(request.query)) return conversationPage(db, parsePageQuery(request.query), []);
    const { userId } = parseOrThrow(userIdQuery, request.query);
    return listConversations(db, userId ? eq(conversations.userId, userId) : undefined);
  });

  app.get<{ Params: { userId: string } }>('/conversations/user/:userId', async (request) => {
    const userId = idOrNotFound(request.params.userId, 'User not found');
    if (wantsPage(request.query)) {
      // The user scope keeps the product rules' default status; a page may also ask for ALL.
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
    const conversation = await rows.get(request);
    return { ...conversation, messages: await listMessages(db, conversation.id) };
  });

  app.post('/conversations', async (request, reply) => {
    const body = parseOrThrow(conversationCreateSchema, request.body);
    const created = await db.transaction(async (tx) => {
      const [row] = await tx.insert(conversations).values(body).returning(conversationColumns);
      const answer = { ...row, messages: [] };
      // A repeat with the same Idempotency-Key gets this answer, never a second conversation.
      await rememberAnswer(tx as unknown as Db, request, 201, answer);
      return answer;
    });
    return reply.status(201).send(created);
  });

  app.put<IdParams>('/conversations/:id', async (request) =>
    rows.update(request, conversationUpdateSchema),
  );
  app.delete<IdParams>('/conversations/:id', async (request) => rows.remove(request));

  registerTurnRoutes(app, ctx);
}
