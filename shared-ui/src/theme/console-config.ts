import { isThemeName, type ThemeName } from './console-themes';

export const CONSOLE_SCALES = [12, 13, 14, 15, 16] as const;
export type ConsoleScale = (typeof CONSOLE_SCALES)[number];
export type MenuMode = 'static' | 'overlay';
export type InputStyle = 'outlined' | 'filled';

/** What a staff user chooses in the configuration panel. */
export interface ConsoleConfig {
  /** The root font size in px; the whole UI is sized from it. */
  scale: ConsoleScale;
  menuMode: MenuMode;
  inputStyle: InputStyle;
  ripple: boolean;
  theme: ThemeName;
}

export const DEFAULT_CONSOLE_CONFIG: Readonly<ConsoleConfig> = Object.freeze({
  scale: 14,
  menuMode: 'static',
  inputStyle: 'outlined',
  ripple: true,
  theme: 'lara-light-indigo',
});

function isScale(value: unknown): value is ConsoleScale {
  return CONSOLE_SCALES.some((scale) => scale === value);
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): value is T {
  return allowed.some((option) => option === value);
}

/**
 * Keeps each valid field and replaces each missing or invalid one with its default, so a
 * value written by an older or newer console, or edited by hand, never breaks the UI.
 */
export function normalizeConsoleConfig(value: unknown): ConsoleConfig {
  const input =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    scale: isScale(input.scale) ? input.scale : DEFAULT_CONSOLE_CONFIG.scale,
    menuMode: oneOf(input.menuMode, ['static', 'overlay'] as const)
      ? input.menuMode
      : DEFAULT_CONSOLE_CONFIG.menuMode,
    inputStyle: oneOf(input.inputStyle, ['outlined', 'filled'] as const)
      ? input.inputStyle
      : DEFAULT_CONSOLE_CONFIG.inputStyle,
    ripple: typeof input.ripple === 'boolean' ? input.ripple : DEFAULT_CONSOLE_CONFIG.ripple,
    theme: isThemeName(input.theme) ? input.theme : DEFAULT_CONSOLE_CONFIG.theme,
  };
}

/** Reads a stored JSON string; anything unreadable yields the defaults. */
export function parseConsoleConfig(stored: string | null | undefined): ConsoleConfig {
  if (!stored) return normalizeConsoleConfig(undefined);
  try {
    return normalizeConsoleConfig(JSON.parse(stored));
  } catch {
    return normalizeConsoleConfig(undefined);
  }
}
