import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bots } from '../../db/schema';
import { badRequest, notFound } from '../../http/api-error';
import { definedOnly, idOrNotFound, parseOrThrow } from '../../http/validate';
import type { PlatformContext } from '../../platform-context';
import { createBotBody, statusBody, updateBotBody } from './bot-schemas';

const BOT_NOT_FOUND = 'Bot not found';
type IdParams = { Params: { id: string } };

export function registerBotRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx.database;

  app.get('/bots', async () => db.select().from(bots).orderBy(desc(bots.createdAt), bots.name));

  app.get<IdParams>('/bots/:id', async (request) => {
    const id = idOrNotFound(request.params.id, BOT_NOT_FOUND);
    const [bot] = await db.select().from(bots).where(eq(bots.id, id));
    if (!bot) throw notFound(BOT_NOT_FOUND);
    return bot;
  });

  app.post('/bots', async (request, reply) => {
    const body = parseOrThrow(createBotBody, request.body);
    const [bot] = await db.insert(bots).values(body).returning();
    return reply.status(201).send(bot);
  });

  app.put<IdParams>('/bots/:id', async (request) => {
    const id = idOrNotFound(request.params.id, BOT_NOT_FOUND);
    const changes = definedOnly(parseOrThrow(updateBotBody, request.body));
    if (Object.keys(changes).length === 0) throw badRequest('No bot fields to update');
    const [bot] = await db
      .update(bots)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(bots.id, id))
      .returning();
    if (!bot) throw notFound(BOT_NOT_FOUND);
    return bot;
  });

  app.put<IdParams>('/bots/:id/status', async (request) => {
    const id = idOrNotFound(request.params.id, BOT_NOT_FOUND);
    const { status } = parseOrThrow(statusBody, request.body);
    const [bot] = await db
      .update(bots)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(bots.id, id))
      .returning();
    if (!bot) throw notFound(BOT_NOT_FOUND);
    return bot;
  });

  // Conversations, messages and stored avatars go with the bot (FK cascade); see README.
  app.delete<IdParams>('/bots/:id', async (request) => {
    const id = idOrNotFound(request.params.id, BOT_NOT_FOUND);
    const [bot] = await db.delete(bots).where(eq(bots.id, id)).returning({ id: bots.id });
    if (!bot) throw notFound(BOT_NOT_FOUND);
    return { message: 'Bot deleted', id: bot.id };
  });
}
