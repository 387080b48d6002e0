import {
  DEFAULT_CONSOLE_CONFIG,
  normalizeConsoleConfig,
  parseConsoleConfig,
} from './console-config';

describe('parseConsoleConfig', () => {
  it('reads a complete stored value', () => {
    const stored = {
      scale: 16,
      menuMode: 'overlay',
      inputStyle: 'filled',
      ripple: false,
      theme: 'lara-dark-indigo',
    };
    expect(parseConsoleConfig(JSON.stringify(stored))).toEqual(stored);
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['malformed JSON', '{"scale":16'],
    ['a JSON array', '[16]'],
    ['a JSON string', '"lara-dark-indigo"'],
    ['JSON null', 'null'],
  ])('falls back to the defaults for %s', (_case, stored) => {
    expect(parseConsoleConfig(stored)).toEqual(DEFAULT_CONSOLE_CONFIG);
  });

  it('replaces only the invalid fields with their defaults', () => {
    const parsed = parseConsoleConfig(
      JSON.stringify({
        scale: 16,
        menuMode: 'floating',
        inputStyle: 'filled',
        ripple: 'no',
        theme: 'saga-blue',
      }),
    );
    expect(parsed).toEqual({
      scale: 16,
      menuMode: 'static',
      inputStyle: 'filled',
      ripple: true,
      theme: 'lara-light-indigo',
    });
  });

  it.each([11, 17, 14.5, '14', null])('refuses the out-of-range scale %p', (scale) => {
    expect(parseConsoleConfig(JSON.stringify({ scale })).scale).toBe(14);
  });

  it('ignores fields it does not know', () => {
    expect(parseConsoleConfig(JSON.stringify({ scale: 12, extra: true }))).toEqual({
      ...DEFAULT_CONSOLE_CONFIG,
      scale: 12,
    });
  });
});

describe('normalizeConsoleConfig', () => {
  it('returns a fresh object each time, never the frozen defaults', () => {
    const config = normalizeConsoleConfig(undefined);
    expect(config).not.toBe(DEFAULT_CONSOLE_CONFIG);
    expect(Object.isFrozen(config)).toBe(false);
  });
});
