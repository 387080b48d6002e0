import type { FilterOption } from '@switchboard/shared-ui';
import { BOT_STATUSES, type BotStatus } from '../api/bot';

export type StatusFilterValue = BotStatus | 'ALL';

/** The bots list's Status filter: every status, or one. */
export const STATUS_FILTER_OPTIONS: FilterOption<StatusFilterValue>[] = [
  { value: 'ALL', label: 'All statuses' },
  ...BOT_STATUSES,
];
