import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@switchboard/server-kit/db/connect';
import { auditChanges, recordAudit } from '@switchboard/server-kit/audit/audit-recorder';
import { conversations, messages } from '../../db/schema';
import { badRequest, notFound } from '@switchboard/server-kit/http/api-error';
import { findPgError } from '../../http/pg-error';
import { idOrNotFound, parseOrThrow } from '@switchboard/server-kit/http/validate';
import type { PlatformContext } from '../../platform-context';
import { findConversation, listMessages } from '../conversations/conversation-queries';
import { nextUpdatedAt } from '../row-version';
import { requestActor } from '../request-actor';
import { versionedRows } from '../versioned-rows';
import { messageName } from './message-name';
import { messageCreateSchema, messageUpdateSchema } from '@switchboard/domain';

const CONVERSATION_NOT_FOUND = 'Conversation not found';
type IdParams = { Params: { id: string } };
type NewMessage = Omit<typeof messages.$inferInsert, 'orderIndex'> & { orderIndex?: number };

const touchConversation = (db: Db, id: string) =>
  db
    .update(conversations)
    .set({ updatedAt: nextUpdatedAt(conversations.updatedAt) })
    .where(eq(conversations.id, id));

/**
 * Appends at max(orderIndex)+1 when the client gives none. Two concurrent
 * appends can pick the same index; the unique constraint catches that and the
 * insert is retried. Each attempt is a savepoint of the caller's transaction (the
 * message commits with its audit entry), so a refused one leaves it usable.
 */
async function insertMessage(db: Db, message: NewMessage) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const orderIndex =
        message.orderIndex ??
        sql<number>`(SELECT coalesce(max(${messages.orderIndex}) + 1, 0) FROM ${messages} WHERE ${messages.conversationId} = ${message.conversationId})`;
      const [row] = await db.transaction((attempt) =>
        attempt
          .insert(messages)
          .values({ ...message, orderIndex })
          .returning(),
      );
      return row!;
    } catch (error) {
      const retryable =
        message.orderIndex === undefined && findPgError(error)?.code === '23505' && attempt < 3;
      if (!retryable) throw error;
    }
  }
}

export function registerMessageRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx.database;
  const rows = versionedRows(db, messages, 'Message');

  app.get<IdParams>('/conversations/:id/messages', async (request) => {
    const id = idOrNotFound(request.params.id, CONVERSATION_NOT_FOUND);
    if (!(await findConversation(db, id))) throw notFound(CONVERSATION_NOT_FOUND);
    return listMessages(db, id);
  });

  app.post<IdParams>('/conversations/:id/messages', async (request, reply) => {
    const conversationId = idOrNotFound(request.params.id, CONVERSATION_NOT_FOUND);
    const body = parseOrThrow(messageCreateSchema, request.body);
    if (body.conversationId !== undefined && body.conversationId.toLowerCase() !== conversationId) {
      throw badRequest('conversationId in the body does not match the URL');
    }
    if (!(await findConversation(db, conversationId))) throw notFound(CONVERSATION_NOT_FOUND);
    const row = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const created = await insertMessage(tx, {
        conversationId,
        messageType: body.messageType,
        content: body.content,
        messageObject:
          body.messageObject ?? (body.messageType === 'USER' ? { query: body.content } : {}),
        orderIndex: body.orderIndex,
        authorId: request.auth!.user.id,
      });
      await touchConversation(tx, conversationId);
      await recordAudit(tx, {
        actor: requestActor(request),
        action: 'create',
        kind: 'message',
        entityId: created.id,
        entityName: messageName(created),
        changes: auditChanges(null, {
          conversationId,
          messageType: created.messageType,
          content: created.content,
        }),
      });
      return created;
    });
    return reply.status(201).send(row);
  });

  app.get<IdParams>('/messages/:id', async (request) => rows.get(request));

  // An edited text is the editor's words, not the bot's answer any more.
  app.put<IdParams>('/messages/:id', async (request) => {
    const row = await rows.update(
      request,
      messageUpdateSchema.transform((changes) =>
        changes.content === undefined && changes.messageType === undefined
          ? changes
          : { ...changes, authorId: request.auth!.user.id, fromBot: false },
      ),
    );
    await touchConversation(db, row.conversationId);
    return row;
  });

  app.delete<IdParams>('/messages/:id', async (request) => rows.remove(request));
}
