export { BOT_STATUSES, hasDotSegment, type BotStatus } from './bot';
export { DEFAULT_COLLECTION_TYPE, DEFAULT_COUNTRY, INDUSTRIES, type Industry } from './business';
export {
  CONVERSATION_SORT_FIELDS,
  CONVERSATION_STATUSES,
  DEFAULT_CONVERSATION_STATUS,
  MAX_CONVERSATION_PAGE,
  MAX_CONVERSATION_PAGE_WITH_MESSAGES,
  MESSAGE_TYPES,
  type ConversationSortField,
  type ConversationStatus,
  type MessageType,
} from './conversation';
