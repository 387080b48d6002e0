import { getSession } from '@switchboard/shared-auth';

const KEY_PREFIX = 'switchboard.selectedBot.';

function storageKey(): string | null {
  const userId = getSession().user?.id;
  return userId ? `${KEY_PREFIX}${userId}` : null;
}

/**
 * The bot this user last chose in this browser. Kept per user id so that a colleague
 * signing in on the same machine does not inherit the choice; a blocked or full storage
 * only means the choice is not remembered.
 */
export function readRememberedBot(): string | null {
  const key = storageKey();
  if (!key) return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function rememberBot(botId: string): void {
  const key = storageKey();
  if (!key) return;
  try {
    window.localStorage.setItem(key, botId);
  } catch {
    // Not remembered: the choice still holds for this page.
  }
}
