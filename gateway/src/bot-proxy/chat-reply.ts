type Json = Record<string, unknown>;

/**
 * The proxy's answer shape from whatever the bot's service said: knowledge
 * services answer `response` or `answer`; the untouched answer rides along.
 */
export function chatReply(upstream: Json, sentSessionId: string | null | undefined) {
  return {
    response: upstream.response ?? upstream.answer ?? '',
    session_id: upstream.session_id ?? sentSessionId ?? null,
    sources: upstream.sources ?? [],
    confidence: upstream.confidence ?? null,
    retriever_type: upstream.retriever_type ?? null,
    trace_id: upstream.trace_id ?? null,
    original_response: upstream,
  };
}
