export { BOT_STATUSES, hasDotSegment, type BotStatus } from './bot/bot-options';
export {
  botCreateSchema,
  botListSchema,
  botSchema,
  botStatusSchema,
  botUpdateSchema,
  DEFAULT_CHAT_ENDPOINT,
  type Bot,
  type BotInput,
} from './bot/bot-schema';
export {
  BUSINESS_SORT_FIELDS,
  DEFAULT_COLLECTION_TYPE,
  DEFAULT_COUNTRY,
  INDUSTRIES,
  MAX_BUSINESS_PAGE,
  type BusinessSortField,
  type Industry,
} from './business/business-options';
export {
  BUSINESS_NAME_REQUIRED,
  businessCreateSchema,
  businessUpdateSchema,
  type Business,
  type BusinessInput,
} from './business/business-schema';
export {
  BUSINESS_TYPE_NAME_REQUIRED,
  businessTypeCreateSchema,
  businessTypeUpdateSchema,
  type BusinessType,
  type BusinessTypeInput,
} from './business/business-type-schema';
export {
  AUDIT_READERS,
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
} from './conversation/conversation-options';
export { etagFor, STALE_WRITE_MESSAGE } from './row-version';
export {
  botKpisSchema,
  botReportSchema,
  botsReportSchema,
  reportBotListSchema,
  reportBotSchema,
  type BotKpis,
  type BotReport,
  type BotsReport,
  type ReportBot,
} from './report/bots-report-schema';
export type { ProxyChatReply } from './conversation/assistant-message';
export {
  ANSWER_OUTCOMES,
  answerOutcomeSchema,
  type AnswerOutcome,
} from './conversation/answer-outcome';
export {
  chatAnswerSchema,
  chatSourceSchema,
  chatTurnRequestSchema,
  chatTurnSchema,
  chatTurnStoreSchema,
  idempotencyKeySchema,
  messageSchema,
  turnAnswerObject,
  type ChatAnswer,
  type ChatAnswerInput,
  type ChatSource,
  type ChatTurn,
  type ChatTurnRequest,
  type ChatTurnStore,
  type StoredMessage,
} from './conversation/chat-turn-schema';
export {
  conversationCreateSchema,
  conversationStatusSchema,
  conversationUpdateSchema,
  DEFAULT_CONVERSATION_TITLE,
  messageCreateSchema,
  messageUpdateSchema,
  type Conversation,
  type ConversationInput,
  type Message,
  type MessageInput,
} from './conversation/conversation-schema';
export {
  collectionListSchema,
  collectionSchema,
  collectionStatsAnswerSchema,
  collectionStatsSchema,
  type Collection,
  type CollectionStats,
  type CollectionStatsAnswer,
} from './kb/collection-schema';
export {
  CRAWL_STATUSES,
  crawlJobListSchema,
  crawlJobSchema,
  type CrawlJob,
  type CrawlStatus,
} from './kb/crawl-job-schema';
export {
  CRAWL_SKIP_REASONS,
  crawlSkipPageSchema,
  crawlSkipSchema,
  type CrawlSkip,
  type CrawlSkipPage,
  type CrawlSkipReason,
} from './kb/crawl-skip-schema';
export {
  DOCUMENT_STATUSES,
  DUPLICATE_CHOICES,
  RUNNING_STATUSES,
  type DuplicateChoice,
  documentChunkSchema,
  documentChunksSchema,
  webpageChunksSchema,
  documentListSchema,
  knowledgeDocumentSchema,
  type DocumentChunk,
  type DocumentList,
  type DocumentStatus,
  type KnowledgeDocument,
} from './kb/document-schema';
export {
  matchedTermSchema,
  retrievalAnswerSchema,
  retrievedPassageSchema,
  type RetrievalAnswer,
  type RetrievedPassage,
} from './kb/retrieval-schema';
export {
  BOT_MODEL_KEY_MAX,
  BOT_MODEL_NAME_MAX,
  BOT_MODEL_SOURCES,
  BOT_MODEL_URL_MAX,
  botModelInputSchema,
  botModelSchema,
  botModelTestSchema,
  reembedJobSchema,
  REEMBED_JOB_STATUSES,
  type BotModel,
  type BotModelInput,
  type BotModelSource,
  type BotModelTest,
  type ReembedJob,
} from './kb/bot-model-schema';
export {
  domainSynonymInputSchema,
  domainSynonymListSchema,
  domainSynonymSchema,
  SYNONYM_PHRASE_MAX,
  SYNONYMS_MAX,
  type DomainSynonymEntry,
  type DomainSynonymInput,
} from './kb/synonym-schema';
export {
  WEBPAGE_STATUSES,
  webpageListSchema,
  webpageSchema,
  webpageWithContentSchema,
  type Webpage,
  type WebpageList,
  type WebpageStatus,
  type WebpageWithContent,
} from './kb/webpage-schema';
export {
  SYNC_RUN_STATUSES,
  SYNC_SCHEDULES,
  siteListSchema,
  siteSchema,
  siteSyncRunSchema,
  type Site,
  type SiteList,
  type SiteSyncRun,
  type SyncSchedule,
} from './kb/site-sync-schema';
export {
  analyticsAnswerSchema,
  analyticsDataSchema,
  analyticsDataSchemas,
  type AnalyticsAnswer,
  type AnalyticsData,
  type AnalyticsEndpoint,
  type AnalyticsEndpointData,
  type AnalyticsGroup,
  type AnalyticsName,
} from './analytics/analytics-schemas';
export type { AnalyticsDay, AnalyticsTotals } from './analytics/analytics-figures';
export {
  isHttpUrl,
  LONG_TEXT,
  NAME_MAX_LENGTH,
  QUESTION_MAX_LENGTH,
  SHORT_TEXT,
  type Stored,
} from './rules/fields';
export { maxLengthOf, textLimitsOf } from './rules/text-limits';
export {
  adminAccessFromEnv,
  DEFAULT_ADMIN_ACCESS,
  isBotAdmin,
  isEmailAllowedForAdminArea,
  type AdminAccessConfig,
} from './admin-area';
export {
  decodeSessionCookie,
  encodeSessionCookie,
  parseStoredSession,
  SESSION_COOKIE_MAX_AGE_SECONDS,
  SESSION_COOKIE_NAME,
  type StoredSession,
} from './session/session-cookie';
export {
  remoteDefinitionSchema,
  remoteMenuSchema,
  runtimeConfigSchema,
  type RemoteDefinition,
  type RemoteMenu,
  type RuntimeConfig,
} from './runtime-config/runtime-config-schema';
export * from './feedback/feedback-schemas';
export * from './feedback/staff-answer-schemas';
export * from './feedback/feedback-analytics-schema';
export * from './feedback/feedback-operation-schemas';
export {
  ACCOUNT_ACTIONS,
  ACCOUNT_STATUSES,
  accountRefusal,
  canManageAccounts,
  type AccountAction,
  type AccountActor,
  type AccountRequest,
  type AccountStatus,
  type AccountTarget,
} from './account/account-rules';
export { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH, passwordProblem } from './account/password-rules';
export {
  ACCOUNT_LINK_PATH,
  DEFAULT_LINK_EXPIRY_HOURS,
  inviteSchema,
  roleSchema,
  staffAccountSchema,
  type InviteInput,
  type StaffAccount,
} from './account/staff-account-schema';
export {
  AUDIT_ACTIONS,
  AUDIT_KINDS,
  auditEntrySchema,
  auditPageSchema,
  DEFAULT_AUDIT_RETENTION_DAYS,
  MAX_AUDIT_PAGE,
  AUDIT_EXPORT_LIMIT,
  type AuditAction,
  type AuditEntry,
  type AuditPage,
} from './audit/audit-entry-schema';
export * from './business/business-operation-schemas';
