import type { ConsoleConfig } from './console-config';
import { findConsoleTheme } from './console-themes';

/**
 * Mirrors what host-shell's index.html sets before the first paint, so later changes reach
 * `<html>` too: inline styles there would otherwise outrank any stylesheet rule.
 */
export function applyConsoleConfigToDocument(
  config: ConsoleConfig,
  root: HTMLElement = document.documentElement,
): void {
  root.style.fontSize = `${config.scale}px`;
  root.style.colorScheme = findConsoleTheme(config.theme).mode;
  root.dataset.theme = config.theme;
}
