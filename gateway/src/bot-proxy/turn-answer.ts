import { answerOutcomeSchema, chatAnswerSchema, type ChatAnswer } from '@switchboard/domain';
import { chatReply } from './chat-reply';

/**
 * The bot's answer as a turn stores it, read the way the chat proxy reads it (services
 * answer `response` or `answer`), or null when it is not an answer at all. Its outcome is
 * the service's word for it; a bot that names none, or one this console does not know,
 * stores none rather than a guess.
 */
export function turnAnswer(upstream: unknown, sentSessionId: string | null): ChatAnswer | null {
  if (!upstream || typeof upstream !== 'object' || Array.isArray(upstream)) return null;
  const fields = upstream as Record<string, unknown>;
  const reply = chatReply(fields, sentSessionId);
  const parsed = chatAnswerSchema.safeParse({
    text: reply.response,
    outcome: answerOutcomeSchema.safeParse(fields.outcome).data ?? null,
    session_id: reply.session_id,
    sources: reply.sources,
    confidence: reply.confidence,
    retriever_type: reply.retriever_type,
    trace_id: reply.trace_id,
  });
  return parsed.success ? parsed.data : null;
}
