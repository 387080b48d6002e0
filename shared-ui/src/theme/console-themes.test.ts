import { DEFAULT_CONSOLE_CONFIG } from './console-config';
import { CONSOLE_THEMES, findConsoleTheme, isThemeName } from './console-themes';

describe('the theme catalogue', () => {
  it('offers the default indigo theme, a dark theme and two more palettes', () => {
    expect(findConsoleTheme(DEFAULT_CONSOLE_CONFIG.theme)).toMatchObject({
      name: 'lara-light-indigo',
      mode: 'light',
      primary: '#4f46e5',
    });
    expect(CONSOLE_THEMES.some((theme) => theme.mode === 'dark')).toBe(true);
    expect(new Set(CONSOLE_THEMES.map((theme) => theme.primary)).size).toBeGreaterThanOrEqual(3);
  });

  it('has unique names and labels', () => {
    expect(new Set(CONSOLE_THEMES.map((theme) => theme.name)).size).toBe(CONSOLE_THEMES.length);
    expect(new Set(CONSOLE_THEMES.map((theme) => theme.label)).size).toBe(CONSOLE_THEMES.length);
  });

  it('names each theme after its mode, as the stored values promise', () => {
    for (const theme of CONSOLE_THEMES) {
      expect(theme.name).toMatch(new RegExp(`^lara-${theme.mode}-[a-z]+$`));
    }
  });

  it('recognises only catalogue names', () => {
    expect(isThemeName('lara-dark-teal')).toBe(true);
    expect(isThemeName('lara-dark-amber')).toBe(false);
    expect(isThemeName(undefined)).toBe(false);
  });
});
