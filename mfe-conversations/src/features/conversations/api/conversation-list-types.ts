import type { Conversation, ConversationStatus } from '@switchboard/domain';

export interface ConversationRow extends Conversation {
  messageCount: number;
  lastActivityAt: string;
  user: { id: string; email: string; username: string };
}

export interface ConversationPage<Row = ConversationRow> {
  items: Row[];
  total: number;
  limit: number;
  offset: number;
}

/** Which conversations a list shows: everyone's, one user's, or one bot's. */
export type ConversationScope =
  { kind: 'all' } | { kind: 'user'; userId: string } | { kind: 'bot'; botId: string };

export interface ConversationFilters {
  status: ConversationStatus | 'ALL';
  botId?: string;
  q?: string;
  updatedFrom?: string;
  updatedTo?: string;
  createdFrom?: string;
  createdTo?: string;
  sort: string;
}
