import type { Bot } from '@switchboard/domain';

export type { Conversation, ConversationStatus, Message, MessageType } from '@switchboard/domain';

export interface Source {
  type?: string;
  id?: string;
  title?: string;
  url?: string | null;
  /** The passage the answer drew on (knowledge services name it passage, others excerpt). */
  passage?: string;
  excerpt?: string;
  page?: number;
  score?: number;
}

/** messageObject of an assistant message as the product rules list it; a user message holds `query`. */
export interface AssistantMessageObject {
  session_id?: string | null;
  response?: string;
  sources?: Source[];
  confidence?: number | null;
  retriever_type?: string | null;
  trace_id?: string | null;
  original_response?: unknown;
}

export interface ChatReply {
  response: string;
  session_id: string | null;
  sources: Source[];
  confidence: number | null;
  retriever_type: string | null;
  trace_id: string | null;
  original_response: unknown;
}

/** What Conversations reads of a bot: the domain's one Bot contract. */
export type BotSummary = Pick<
  Bot,
  'id' | 'name' | 'botPath' | 'chatEndpoint' | 'avatar' | 'status'
>;
