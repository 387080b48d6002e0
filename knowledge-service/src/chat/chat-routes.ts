import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest, notFound } from '@switchboard/server-kit/http/api-error';
import { questionText } from '@switchboard/server-kit/http/fields';
import { parseOrThrow } from '@switchboard/server-kit/http/validate';
import { auditedWrite } from '../audit/audited-write';
import type { KbContext } from '../kb-context';
import { both } from '../route-paths';
import { recordChatEventsOnSend } from './chat-events';
import {
  deleteSession,
  messageJson,
  sessionMessages,
  sessionOwner,
} from '../chat-sessions/chat-history';
import { consoleTurnsOf, withConsoleTurns } from '../chat-sessions/console-turns';
import { ratingsOf } from '../feedback/message-ratings';
import { chatTurn } from './chat-turn';
import {
  callerOf,
  callerRequired,
  notOwner,
  staffRight,
  vouchedStaff,
} from '../chat-sessions/session-owner';

/**
 * The gateway's chat turn sends `console` here: the console stores the turn as its
 * conversation's messages, so this service keeps only its chat event. Only holders of the
 * service credential reach this service, and the gateway passes no such header from a
 * browser; a direct caller without it has its chat stored here as before.
 */
export const RECORDED_BY_HEADER = 'x-switchboard-recorded-by';

const SESSION_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/;
const SESSION_NOT_FOUND = 'Session not found';
type SessionParams = {
  Params: { slug: string; sessionId: string };
  Querystring: { user_id?: unknown };
};

const chatBody = z.object({
  message: questionText('message'),
  user_id: z
    .union([z.string(), z.number()], { error: 'user_id is required' })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'user_id is required' })
        .max(200, { error: 'user_id is at most 200 characters' }),
    ),
  session_id: z
    .string({ error: 'session_id must be text' })
    .regex(SESSION_ID, { error: 'session_id must be 1-100 letters, digits, "_", ".", ":" or "-"' })
    .nullish(),
});

export function registerChatRoutes(app: FastifyInstance, ctx: KbContext): void {
  const { db } = ctx;
  recordChatEventsOnSend(app, db);

  both(app, 'POST', '/chat', async (request) => {
    const body = parseOrThrow(chatBody, request.body);
    const caller = callerOf(request, body.user_id)!;
    if (caller !== body.user_id) throw badRequest('user_id must be the signed-in user');
    const owner =
      body.session_id && staffRight(request) === 'reply'
        ? await sessionOwner(db, request.kbService.slug, body.session_id)
        : undefined;
    // Private documents answer staff in their own conversations only: a reply into a
    // user's conversation is read by that user.
    const forStaff = vouchedStaff(request) && (owner === undefined || owner === caller);
    return chatTurn(
      db,
      {
        service: request.kbService.slug,
        message: body.message,
        userId: caller,
        sessionId: body.session_id,
        ...(owner ? { sessionOwner: owner } : {}),
        audience: forStaff ? 'staff' : 'public',
        vectors: ctx.embeddings.vectors,
        recordedByConsole: request.headers[RECORDED_BY_HEADER] === 'console',
        defer: (event) => {
          request.chatEvent = event;
        },
      },
      request.log,
    );
  });

  /**
   * Reading or deleting a session is for its owner; bot admins may also read it (staff
   * follow their bot's conversations) except in the playground. An unknown id is 404 for
   * anyone.
   */
  async function ownedSession(request: FastifyRequest<SessionParams>, staffMay: boolean) {
    const { sessionId } = request.params;
    if (!SESSION_ID.test(sessionId)) throw notFound(SESSION_NOT_FOUND);
    const owner = await sessionOwner(db, request.kbService.slug, sessionId);
    if (owner === undefined) throw notFound(SESSION_NOT_FOUND);
    const caller = callerOf(request, request.query.user_id);
    if (!caller) throw callerRequired();
    // Either staff right reads; neither deletes.
    if (owner !== caller && !(staffMay && staffRight(request))) throw notOwner();
    return sessionId;
  }

  app.get<SessionParams>('/chat/:sessionId', async (request) => {
    const sessionId = await ownedSession(request, true);
    const messages = await sessionMessages(db, request.kbService.slug, sessionId);
    if (!messages) throw notFound(SESSION_NOT_FOUND);
    const ratings = await ratingsOf(
      db,
      request.kbService.slug,
      messages.filter((row) => row.messageType === 'assistant').map((row) => row.id),
    );
    const own = messages.map((row) => ({
      ...messageJson(row),
      rating: ratings.get(row.id) ?? null,
    }));
    const slug = request.kbService.slug;
    const turns = await consoleTurnsOf(
      db,
      ctx.host.directory,
      slug,
      sql`e.session_id = ${sessionId}`,
    );
    return { session_id: sessionId, messages: withConsoleTurns(own, turns) };
  });

  app.delete<SessionParams>('/chat/:sessionId', async (request) => {
    const sessionId = await ownedSession(request, false);
    const deleted = await auditedWrite(
      ctx,
      request,
      (tx) => deleteSession(tx, request.kbService.slug, sessionId),
      (gone) =>
        gone
          ? {
              action: 'delete',
              kind: 'chat-session',
              id: sessionId,
              name: sessionId,
              actorId: callerOf(request, request.query.user_id),
            }
          : undefined,
    );
    if (!deleted) throw notFound(SESSION_NOT_FOUND);
    return { message: 'Session deleted', session_id: sessionId };
  });
}
