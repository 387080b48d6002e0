/** The fields of a knowledge service's chat answer that an assistant message keeps. */
export interface ChatAnswer<Source = unknown> {
  session_id: string | null;
  response: string;
  sources: Source[];
  confidence: number | null;
  retriever_type: string | null;
  trace_id: string | null;
}

/**
 * An assistant message's messageObject as the spec stores it: the answer's fields and the
 * response they were read from.
 */
export function assistantMessageObject<Source>(
  answer: ChatAnswer<Source>,
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
