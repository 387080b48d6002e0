import type { AssistantMessageObject, Message } from '../../conversations/api/conversation-types';
import type { HistoryMessage } from '../api/proxy-api';

/** The knowledge session a conversation continues: the newest one a reply named. */
export function conversationSessionId(messages: Message[]): string | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const sessionId = (messages[index]!.messageObject as AssistantMessageObject).session_id;
    if (typeof sessionId === 'string' && sessionId) return sessionId;
  }
  return null;
}

export const nextOrderIndex = (messages: Message[]) =>
  messages.reduce((max, message) => Math.max(max, message.orderIndex + 1), 0);

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
    createdAt: at,
    updatedAt: at,
  };
}

/** "Don't know" answers: the service found nothing relevant enough to cite. */
export function isDontKnow(details: AssistantMessageObject, content: string): boolean {
  return (
    (details.sources?.length ?? 0) === 0 &&
    (/\bI don['’]t know\b/i.test(content) || (details.confidence ?? 1) < 0.2)
  );
}
