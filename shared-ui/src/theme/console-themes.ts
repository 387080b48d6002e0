/**
 * The visual themes the configuration panel offers. Names follow the product rules' default
 * `lara-light-indigo`, so stored values stay meaningful; host-shell's index.html
 * repeats the name-to-mode map to paint before the bundle loads, and a test there keeps
 * the two in step.
 */
export interface ConsoleThemeDefinition {
  name: string;
  label: string;
  mode: 'light' | 'dark';
  primary: string;
  /** The page behind cards and drawers. */
  background: string;
  /** Cards, drawers, menus. */
  surface: string;
}

export const CONSOLE_THEMES = [
  {
    name: 'lara-light-indigo',
    label: 'Lara Light Indigo',
    mode: 'light',
    // Indigo 600: white text on it reaches 6.3:1 (the lighter #6366f1 falls short of 4.5:1).
    primary: '#4f46e5',
    background: '#f8f9fa',
    surface: '#ffffff',
  },
  {
    name: 'lara-light-teal',
    label: 'Lara Light Teal',
    mode: 'light',
    // Teal 600 rather than 500: white button text keeps a readable contrast.
    primary: '#0d9488',
    background: '#f8f9fa',
    surface: '#ffffff',
  },
  {
    name: 'lara-light-purple',
    label: 'Lara Light Purple',
    mode: 'light',
    // Violet 600: text and white-on-fill reach 5.7:1 (violet 500 was 4.2:1).
    primary: '#7c3aed',
    background: '#f8f9fa',
    surface: '#ffffff',
  },
  {
    name: 'lara-dark-indigo',
    label: 'Lara Dark Indigo',
    mode: 'dark',
    // Indigo 300: as text it reaches 7.3:1 on the surface and 4.5:1 on a selected row;
    // indigo 400 (#818cf8) was 4.2:1 on a card and 3.3:1 on a hovered grid row.
    primary: '#a5b4fc',
    background: '#0f172a',
    surface: '#1e293b',
  },
  {
    name: 'lara-dark-teal',
    label: 'Lara Dark Teal',
    mode: 'dark',
    primary: '#2dd4bf',
    background: '#0f172a',
    surface: '#1e293b',
  },
] as const satisfies readonly ConsoleThemeDefinition[];

export type ThemeName = (typeof CONSOLE_THEMES)[number]['name'];

export function isThemeName(value: unknown): value is ThemeName {
  return CONSOLE_THEMES.some((theme) => theme.name === value);
}

export function findConsoleTheme(name: ThemeName): ConsoleThemeDefinition {
  // The catalogue is closed over ThemeName, so a miss is impossible; the default keeps types honest.
  return CONSOLE_THEMES.find((theme) => theme.name === name) ?? CONSOLE_THEMES[0];
}
