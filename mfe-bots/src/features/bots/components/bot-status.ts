import type { BotStatus } from '../api/bot';

export const STATUS_COLOURS: Record<BotStatus, 'success' | 'default' | 'warning'> = {
  ACTIVE: 'success',
  INACTIVE: 'default',
  MAINTENANCE: 'warning',
};

/** Shown beside each choice so staff know what a status means before they pick it. */
export const STATUS_HELP: Record<BotStatus, string> = {
  ACTIVE: 'Live: the bot answers conversations.',
  INACTIVE: 'Switched off: kept with its data, but not offered for chat.',
  MAINTENANCE: 'Temporarily paused while its knowledge or settings are being worked on.',
};
