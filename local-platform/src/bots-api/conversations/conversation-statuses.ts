export const CONVERSATION_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];
export const DEFAULT_CONVERSATION_STATUS: ConversationStatus = 'ACTIVE';
