import type { AssistantMessageObject, Message } from '../../../lib/conversation-types';

/** The knowledge session a conversation continues: the newest one a reply named. */
export function conversationSessionId(messages: Message[]): string | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const sessionId = (messages[index]!.messageObject as AssistantMessageObject).session_id;
    if (typeof sessionId === 'string' && sessionId) return sessionId;
  }
  return null;
}
