export { BOT_STATUSES, type BotStatus } from './bot';
export { DEFAULT_COLLECTION_TYPE, DEFAULT_COUNTRY, INDUSTRIES, type Industry } from './business';
