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
