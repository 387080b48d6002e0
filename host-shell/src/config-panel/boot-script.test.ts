import fs from 'node:fs';
import path from 'node:path';
import {
  CONSOLE_CONFIG_STORAGE_KEY,
  CONSOLE_SCALES,
  CONSOLE_THEMES,
  DEFAULT_CONSOLE_CONFIG,
} from '@switchboard/shared-ui';

/** The inline script in index.html's head that paints the stored configuration first. */
function bootScript(): string {
  const html = fs.readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const match = /<script>([\s\S]*?)<\/script>/.exec(head);
  if (!match?.[1]) throw new Error('index.html has no inline script in its head');
  return match[1];
}

function runBootScript(stored?: string) {
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem(CONSOLE_CONFIG_STORAGE_KEY, stored);
  const root = document.documentElement;
  root.removeAttribute('style');
  root.removeAttribute('data-theme');
  new Function(bootScript())();
  return {
    fontSize: root.style.fontSize,
    colorScheme: root.style.colorScheme,
    theme: root.dataset.theme,
  };
}

const defaults = {
  fontSize: `${DEFAULT_CONSOLE_CONFIG.scale}px`,
  colorScheme: 'light',
  theme: DEFAULT_CONSOLE_CONFIG.theme,
};

describe('the pre-paint script in index.html', () => {
  it.each(CONSOLE_THEMES.map((theme) => [theme.name, theme.mode]))(
    'knows the catalogue theme %s is %s',
    (name, mode) => {
      expect(runBootScript(JSON.stringify({ theme: name }))).toEqual({
        ...defaults,
        colorScheme: mode,
        theme: name,
      });
    },
  );

  it.each(CONSOLE_SCALES)('sets the root font size for scale %p', (scale) => {
    expect(runBootScript(JSON.stringify({ scale })).fontSize).toBe(`${scale}px`);
  });

  it.each([
    ['nothing stored', undefined],
    ['malformed JSON', '{"scale":'],
    ['JSON null', 'null'],
    ['an unknown theme and scale', JSON.stringify({ scale: 20, theme: 'lara-dark-amber' })],
    ['an inherited property name as theme', JSON.stringify({ theme: 'constructor' })],
  ])('paints the defaults for %s', (_case, stored) => {
    expect(runBootScript(stored)).toEqual(defaults);
  });

  it('paints the defaults when storage refuses access', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runBootScript()).toEqual(defaults);
    getItem.mockRestore();
  });
});
