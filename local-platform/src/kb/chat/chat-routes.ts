import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/api-error';
import { parseOrThrow } from '../../http/validate';
import type { KbContext } from '../kb-context';
import { composeAnswer, MIN_CONFIDENCE } from '../retrieval/answer-composer';
import { retrieve } from '../retrieval/retriever';
import { RETRIEVER_TYPE } from '../retrieval/retriever-type';
import { both } from '../route-paths';
import { recordChatEvent } from './chat-events';
import {
  appendMessage,
  deleteSession,
  ensureSession,
  messageJson,
  sessionMessages,
} from './chat-history';

const SESSION_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/;
const SESSION_NOT_FOUND = 'Session not found';
type SessionParams = { Params: { slug: string; sessionId: string } };

const chatBody = z.object({
  message: z
    .string({ error: 'message is required' })
    .trim()
    .min(1, { error: 'message is required' })
    .max(4000, { error: 'message is at most 4000 characters' }),
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

  both(app, 'POST', '/chat', async (request) => {
    const body = parseOrThrow(chatBody, request.body);
    const service = request.kbService.slug;
    const requestedAt = new Date();
    const started = performance.now();
    const traceId = randomUUID();
    const sessionId = body.session_id ?? randomUUID();
    try {
      await ensureSession(db, service, sessionId, body.user_id);
      await appendMessage(db, service, sessionId, 'user', { query: body.message });
      const { answer, sources, confidence } = composeAnswer(
        await retrieve(db, service, body.message),
      );
      const messageObject = {
        session_id: sessionId,
        response: answer,
        answer,
        sources,
        confidence,
        retriever_type: RETRIEVER_TYPE,
        trace_id: traceId,
      };
      const saved = await appendMessage(db, service, sessionId, 'assistant', messageObject);
      await recordChatEvent(
        db,
        {
          service,
          sessionId,
          userId: body.user_id,
          messageId: saved.id,
          traceId,
          requestedAt,
          latencyMs: performance.now() - started,
          charsIn: body.message.length,
          charsOut: answer.length,
          confidence,
          outcome: confidence >= MIN_CONFIDENCE ? 'answered' : 'unknown',
          retrieverType: RETRIEVER_TYPE,
          sources: sources.map(({ type, id, title, url, score }) => ({
            type,
            id,
            title,
            url,
            score,
          })),
        },
        request.log,
      );
      return { id: saved.id, message_id: saved.id, ...messageObject, timestamp: saved.createdAt };
    } catch (error) {
      await recordChatEvent(
        db,
        {
          service,
          sessionId,
          userId: body.user_id,
          traceId,
          requestedAt,
          latencyMs: performance.now() - started,
          charsIn: body.message.length,
          outcome: 'error',
          retrieverType: RETRIEVER_TYPE,
          error: error instanceof Error ? error.message.slice(0, 1000) : String(error),
        },
        request.log,
      );
      throw error;
    }
  });

  app.get<SessionParams>('/chat/:sessionId', async (request) => {
    const { sessionId } = request.params;
    if (!SESSION_ID.test(sessionId)) throw notFound(SESSION_NOT_FOUND);
    const messages = await sessionMessages(db, request.kbService.slug, sessionId);
    if (!messages) throw notFound(SESSION_NOT_FOUND);
    return { session_id: sessionId, messages: messages.map(messageJson) };
  });

  app.delete<SessionParams>('/chat/:sessionId', async (request) => {
    const { sessionId } = request.params;
    if (
      !SESSION_ID.test(sessionId) ||
      !(await deleteSession(db, request.kbService.slug, sessionId))
    )
      throw notFound(SESSION_NOT_FOUND);
    return { message: 'Session deleted', session_id: sessionId };
  });
}
