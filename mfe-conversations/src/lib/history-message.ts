import { answerOutcomeSchema } from '@switchboard/domain';
import type { Message } from './conversation-types';

/** An entry of a bot service's chat history: the chat proxy and the knowledge service answer alike. */
export interface HistoryMessage {
  id?: string;
  message_type: 'user' | 'assistant';
  message_object: Record<string, unknown>;
  timestamp?: string;
}

/** A service's history entry shown as a message of this conversation. */
export function historyToMessage(
  entry: HistoryMessage,
  index: number,
  conversationId: string,
): Message {
  const object = entry.message_object ?? {};
  const isUser = entry.message_type === 'user';
  const text = isUser ? String(object.query ?? '') : String(object.response ?? object.answer ?? '');
  const at = entry.timestamp ?? '';
  return {
    id: entry.id ?? `history-${index}`,
    conversationId,
    messageType: isUser ? 'USER' : 'ASSISTANT',
    content: text,
    messageObject: object,
    orderIndex: index,
    // The service's own word on the answer, as it stored it; none for a question.
    outcome: isUser ? null : (answerOutcomeSchema.safeParse(object.outcome).data ?? null),
    createdAt: at,
    updatedAt: at,
  };
}
