import { randomUUID } from 'node:crypto';
import type { Db } from '@switchboard/server-kit/db/connect';
import type { VectorSearch } from '../embeddings/vector-search';
import type { Audience } from '../retrieval/audience';
import { answerQuestion } from '../retrieval/answer-question';
import { RETRIEVER_TYPE } from '../retrieval/retriever-type';
import { recordCitations } from '../citations/citations';
import { staffAnswerReply } from '../staff-answers/staff-answer-reply';
import { recordChatEvent, type PendingChatEvent } from './chat-events';
import { appendMessage, ensureSession } from '../chat-sessions/chat-history';
import { notOwner } from '../chat-sessions/session-owner';
import { timed } from '../stage-timings';

export interface ChatTurnInput {
  service: string;
  message: string;
  userId: string;
  sessionId?: string | null;
  /**
   * The session's owner when staff (a bot admin) replies into a user's session: the
   * session stays theirs, and the question records who asked it.
   */
  sessionOwner?: string;
  /** When the question was asked; the seed replays past chats, live chats leave it out. */
  at?: Date;
  /** How long the answer takes on a replayed chat (live chats measure it). */
  latencyMs?: number;
  /**
   * Live chats hand their event to the route, which records it with the whole
   * request's measured time; without it the event is recorded here.
   */
  defer?: (event: PendingChatEvent) => void;
  /** The bot's vectors for hybrid retrieval; without them, BM25 alone. */
  vectors?: VectorSearch | null;
  /** Who the answer is for; the bot's users (`public`, no private documents) unless said. */
  audience?: Audience;
  /**
   * The console records this turn as its conversation's messages (docs/architecture.md,
   * "One store per fact"), so the service stores no copy of the question or the answer:
   * only its chat event, by the trace id the console's answer keeps.
   */
  recordedByConsole?: boolean;
}

// The composer reads the top 5 passages (and picks among the top 3).
const ANSWER_TOP_K = 5;

type Log = { error(obj: unknown, msg: string): void };

/**
 * One question through the knowledge pipeline: session (owned by its user), the user's
 * message, a matching staff answer or else retrieval and the composed answer, and the
 * analytics event. Live chats and the seeded history both go through here, so recorded
 * history is what the service answers. The two messages are the service's only when no
 * console records them.
 */
export async function chatTurn(db: Db, input: ChatTurnInput, log: Log) {
  const { service, message, userId, at } = input;
  const requestedAt = at ?? new Date();
  const started = performance.now();
  const traceId = randomUUID();
  const sessionId = input.sessionId ?? randomUUID();
  const elapsed = () => input.latencyMs ?? performance.now() - started;
  const record = async (event: PendingChatEvent) => {
    if (input.defer) input.defer(event);
    else await recordChatEvent(db, { ...event, latencyMs: elapsed() }, log);
  };
  const owner = input.sessionOwner ?? userId;
  if (!(await ensureSession(db, service, sessionId, owner, at))) throw notOwner();
  const keep = input.recordedByConsole
    ? async () => null
    : (type: 'user' | 'assistant', object: Record<string, unknown>, when?: Date) =>
        appendMessage(db, service, sessionId, type, object, when);
  try {
    const question = owner === userId ? { query: message } : { query: message, asked_by: userId };
    await keep('user', question, at);
    const staff = await timed('staff answer match', () =>
      staffAnswerReply(db, service, message, at, input.vectors),
    );
    const answered = staff
      ? null
      : await timed('retrieval and answer', () =>
          answerQuestion(
            db,
            service,
            message,
            ANSWER_TOP_K,
            input.vectors ?? null,
            input.audience ?? 'public',
          ),
        );
    const retrieverType = answered?.retrieval.retrieverType ?? RETRIEVER_TYPE;
    const documents = answered?.answer ?? null;
    if (documents) await recordCitations(db, service, documents.sources, requestedAt);
    const { answer, sources, confidence, outcome } = staff ?? documents!;
    const messageObject = {
      session_id: sessionId,
      response: answer,
      answer,
      outcome,
      sources,
      confidence,
      retriever_type: retrieverType,
      trace_id: traceId,
    };
    const answeredAt = at ? new Date(at.getTime() + Math.round(elapsed())) : undefined;
    const saved = await keep('assistant', messageObject, answeredAt);
    await record({
      service,
      sessionId,
      userId,
      messageId: saved?.id ?? null,
      traceId,
      requestedAt,
      charsIn: message.length,
      charsOut: answer.length,
      confidence,
      outcome: outcome === 'declined' ? 'unknown' : 'answered',
      retrieverType,
      sources: sources.map(({ type, id, title, url, score }) => ({
        type,
        id,
        title,
        url,
        score,
      })),
    });
    return {
      id: saved?.id ?? null,
      message_id: saved?.id ?? null,
      ...messageObject,
      timestamp: saved?.createdAt ?? answeredAt ?? new Date(),
    };
  } catch (error) {
    await record({
      service,
      sessionId,
      userId,
      traceId,
      requestedAt,
      charsIn: message.length,
      outcome: 'error',
      retrieverType: RETRIEVER_TYPE,
      error: error instanceof Error ? error.message.slice(0, 1000) : String(error),
    });
    throw error;
  }
}
