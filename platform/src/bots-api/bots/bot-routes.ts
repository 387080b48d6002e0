import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bots } from '../../db/schema';
import type { PlatformContext } from '../../platform-context';
import { versionedRows } from '../versioned-rows';
import { botJson } from './bot-json';
import { botCreateSchema, botStatusSchema, botUpdateSchema } from '@switchboard/domain';
import { z } from 'zod';

const statusBody = z.object({ status: botStatusSchema });

type IdParams = { Params: { id: string } };

export function registerBotRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx.database;
  const rows = versionedRows(db, bots, 'Bot', { json: botJson });

  app.get('/bots', async () =>
    (await db.select().from(bots).orderBy(desc(bots.createdAt), bots.name)).map(botJson),
  );
  app.get<IdParams>('/bots/:id', async (request) => rows.get(request));
  app.post('/bots', async (request, reply) => rows.create(request, reply, botCreateSchema));
  app.put<IdParams>('/bots/:id', async (request) => rows.update(request, botUpdateSchema));
  app.put<IdParams>('/bots/:id/status', async (request) => rows.update(request, statusBody));
  // Conversations, messages and stored avatars go with the bot (FK cascade); see README.
  app.delete<IdParams>('/bots/:id', async (request) => rows.remove(request));
}
