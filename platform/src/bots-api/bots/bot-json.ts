import type { Bot } from '@switchboard/domain';
import type { bots } from '../../db/schema';

/** A stored bot as the Bots API answers it: the domain's Bot, dates as ISO text. */
export function botJson(row: typeof bots.$inferSelect): Bot {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
