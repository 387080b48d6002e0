import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bots } from '../../db/schema';
import { badRequest, notFound } from '../../http/api-error';
import { definedOnly, idOrNotFound, parseOrThrow } from '../../http/validate';
import type { PlatformContext } from '../../platform-context';
import { guardedWrite, nextUpdatedAt } from '../row-version';
import { botCreateSchema, botStatusSchema, botUpdateSchema } from '@switchboard/domain';
import { z } from 'zod';

const statusBody = z.object({ status: botStatusSchema });

const BOT_NOT_FOUND = 'Bot not found';
type IdParams = { Params: { id: string } };

export function registerBotRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx.database;

  app.get('/bots', async () => db.select().from(bots).orderBy(desc(bots.createdAt), bots.name));

  const find = async (id: string) => {
    const [bot] = await db.select().from(bots).where(eq(bots.id, id));
    return bot;
  };
  const update = (
    request: FastifyRequest,
    id: string,
    changes: Partial<typeof bots.$inferInsert>,
  ) =>
    guardedWrite(bots.updatedAt, {
      request,
      notFoundMessage: BOT_NOT_FOUND,
      current: () => find(id),
      write: async (version: SQL | undefined) => {
        const [bot] = await db
          .update(bots)
          .set({ ...changes, updatedAt: nextUpdatedAt(bots.updatedAt) })
          .where(and(eq(bots.id, id), version))
          .returning();
        return bot;
      },
    });

  app.get<IdParams>('/bots/:id', async (request) => {
    const bot = await find(idOrNotFound(request.params.id, BOT_NOT_FOUND));
    if (!bot) throw notFound(BOT_NOT_FOUND);
    return bot;
  });

  app.post('/bots', async (request, reply) => {
    const body = parseOrThrow(botCreateSchema, request.body);
    const [bot] = await db.insert(bots).values(body).returning();
    return reply.status(201).send(bot);
  });

  app.put<IdParams>('/bots/:id', async (request) => {
    const id = idOrNotFound(request.params.id, BOT_NOT_FOUND);
    const changes = definedOnly(parseOrThrow(botUpdateSchema, request.body));
    if (Object.keys(changes).length === 0) throw badRequest('No bot fields to update');
    return update(request, id, changes);
  });

  app.put<IdParams>('/bots/:id/status', async (request) => {
    const id = idOrNotFound(request.params.id, BOT_NOT_FOUND);
    const { status } = parseOrThrow(statusBody, request.body);
    return update(request, id, { status });
  });

  // Conversations, messages and stored avatars go with the bot (FK cascade); see README.
  app.delete<IdParams>('/bots/:id', async (request) => {
    const id = idOrNotFound(request.params.id, BOT_NOT_FOUND);
    const bot = await guardedWrite(bots.updatedAt, {
      request,
      notFoundMessage: BOT_NOT_FOUND,
      current: () => find(id),
      write: async (version) => {
        const [deleted] = await db
          .delete(bots)
          .where(and(eq(bots.id, id), version))
          .returning({ id: bots.id });
        return deleted;
      },
    });
    return { message: 'Bot deleted', id: bot.id };
  });
}
