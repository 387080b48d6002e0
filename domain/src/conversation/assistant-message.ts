/**
 * The chat proxy's answer (`POST /api/bots/proxy`), whose contract other clients rely on:
 * the text as `response` and the bot's untouched answer beside it. Turns store the
 * structured `ChatAnswer` instead (chat-turn-schema.ts).
 */
export interface ProxyChatReply<Source = unknown> {
  session_id: string | null;
  response: string;
  sources: Source[];
  confidence: number | null;
  retriever_type: string | null;
  trace_id: string | null;
}

/**
 * An assistant message's messageObject as the message CRUD of the product rules stores it (the seeded
 * history still writes it): the proxy answer's fields and the response they were read from.
 */
export function assistantMessageObject<Source>(
  answer: ProxyChatReply<Source>,
  originalResponse: unknown,
) {
  return {
    session_id: answer.session_id,
    response: answer.response,
    sources: answer.sources,
    confidence: answer.confidence,
    retriever_type: answer.retriever_type,
    trace_id: answer.trace_id,
    original_response: originalResponse,
  };
}
