/** The statuses a bot can be in (the spec leaves them open; the platform and console agree on these). */
export const BOT_STATUSES = ['ACTIVE', 'INACTIVE', 'MAINTENANCE'] as const;

export type BotStatus = (typeof BOT_STATUSES)[number];
