export const BOT_STATUSES = ['ACTIVE', 'INACTIVE', 'MAINTENANCE'] as const;
export type BotStatus = (typeof BOT_STATUSES)[number];
