/** The statuses a bot can be in (the product leaves them open; the platform and console agree on these, see docs/product-rules.md). */
export const BOT_STATUSES = ['ACTIVE', 'INACTIVE', 'MAINTENANCE'] as const;

export type BotStatus = (typeof BOT_STATUSES)[number];

/**
 * A chat endpoint is a path under the bot's address: `.` or `..` segments would let it
 * climb out (`/../../auth/v1/`) and reach whatever else that host serves.
 */
export function hasDotSegment(path: string): boolean {
  return path.split(/[/\\]/).some((segment) => segment === '.' || segment === '..');
}
