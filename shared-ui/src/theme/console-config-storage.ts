import { parseConsoleConfig, type ConsoleConfig } from './console-config';

/** Also read by the inline script in host-shell's index.html. */
export const CONSOLE_CONFIG_STORAGE_KEY = 'switchboard.console-config';

// Storage can be missing or throw (privacy modes, a full quota, sandboxed frames); the
// console then works with an unsaved configuration rather than failing.
function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function loadConsoleConfig(storage = browserStorage()): ConsoleConfig {
  try {
    return parseConsoleConfig(storage?.getItem(CONSOLE_CONFIG_STORAGE_KEY));
  } catch {
    return parseConsoleConfig(null);
  }
}

export function saveConsoleConfig(config: ConsoleConfig, storage = browserStorage()): void {
  try {
    storage?.setItem(CONSOLE_CONFIG_STORAGE_KEY, JSON.stringify(config));
  } catch {
    // Unsaved: the choice still applies to this page.
  }
}

/** Forgets the stored choice, so later changes to the defaults reach this browser. */
export function clearConsoleConfig(storage = browserStorage()): void {
  try {
    storage?.removeItem(CONSOLE_CONFIG_STORAGE_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}
