export { BOT_STATUSES, hasDotSegment, type Bot, type BotStatus } from './bot';
export {
  BUSINESS_SORT_FIELDS,
  DEFAULT_COLLECTION_TYPE,
  DEFAULT_COUNTRY,
  INDUSTRIES,
  MAX_BUSINESS_PAGE,
  type BusinessSortField,
  type Industry,
} from './business';
export {
  BOT_ADMIN_ROLES,
  BOT_ADMINS,
  canAccess,
  canAccessAll,
  EVERYONE,
  ROLES,
  STAFF,
  type Access,
  type Role,
  type Viewer,
} from './access';
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
export { etagFor, STALE_WRITE_MESSAGE } from './row-version';
export type { BotKpis, BotReport, BotsReport } from './bot-report';
