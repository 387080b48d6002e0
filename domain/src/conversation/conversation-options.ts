/**
 * The statuses a conversation can be in. The spec names only ACTIVE (the default filter);
 * staff archive a conversation to hide it from the default view and close one that is
 * finished and must not be continued.
 */
export const CONVERSATION_STATUSES = ['ACTIVE', 'ARCHIVED', 'CLOSED'] as const;

export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const DEFAULT_CONVERSATION_STATUS: ConversationStatus = 'ACTIVE';

export const MESSAGE_TYPES = ['USER', 'ASSISTANT'] as const;

export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Sortable fields of a conversation page. */
export const CONVERSATION_SORT_FIELDS = [
  'lastActivityAt',
  'createdAt',
  'updatedAt',
  'title',
  'status',
  'messageCount',
] as const;

export type ConversationSortField = (typeof CONVERSATION_SORT_FIELDS)[number];

/** The largest page the list answers; an export walks pages of at most this many. */
export const MAX_CONVERSATION_PAGE = 500;
export const MAX_CONVERSATION_PAGE_WITH_MESSAGES = 100;
