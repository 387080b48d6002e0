import { csvText } from '@switchboard/shared-ui/csv';
import type { AssistantMessageObject, Message } from '../../../lib/conversation-types';
import type { ConversationRow } from '../api/conversation-list-types';

export const CSV_COLUMNS = [
  'conversation_id',
  'conversation_title',
  'bot',
  'user',
  'time',
  'role',
  'content',
  'sources',
  'confidence',
  'trace_id',
] as const;

export type ExportableConversation = ConversationRow & { messages: Message[] };

/** One CSV row per message, as staff read them in a spreadsheet. */
export function csvRows(conversation: ExportableConversation, botName: string): string[][] {
  return conversation.messages.map((message) => {
    const details = message.messageObject as AssistantMessageObject;
    const isAssistant = message.messageType === 'ASSISTANT';
    return [
      conversation.id,
      conversation.title,
      botName,
      conversation.user.email,
      message.createdAt,
      // An "assistant" message written by hand is a person's words, never the bot's.
      isAssistant && message.fromBot === false ? 'staff' : message.messageType.toLowerCase(),
      message.content,
      isAssistant
        ? (details.sources ?? [])
            .map((source) => source.title ?? source.url ?? '')
            .filter(Boolean)
            .join('; ')
        : '',
      isAssistant && typeof details.confidence === 'number' ? String(details.confidence) : '',
      isAssistant ? (details.trace_id ?? '') : '',
    ];
  });
}

/** CSV text of a batch; the header only on the first one, so batches concatenate into one file. */
export function csvChunk(rows: string[][], withHeader: boolean): string {
  return csvText(withHeader ? [[...CSV_COLUMNS], ...rows] : rows);
}

/** JSON of a batch as the elements of one array, continuing after `first`. */
export function jsonChunk(
  conversations: ExportableConversation[],
  botName: (botId: string) => string,
  first: boolean,
): string {
  return conversations
    .map(
      (conversation, index) =>
        (first && index === 0 ? '' : ',\n') +
        JSON.stringify({ ...conversation, bot: botName(conversation.botId) }),
    )
    .join('');
}
