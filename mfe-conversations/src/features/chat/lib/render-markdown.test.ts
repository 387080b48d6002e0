import { renderMarkdown } from './render-markdown';

function dom(markdown: string) {
  const host = document.createElement('div');
  host.innerHTML = renderMarkdown(markdown);
  return host;
}

describe('renderMarkdown', () => {
  it('renders lists, code, tables and links that open in a new tab', () => {
    const host = dom(
      '- one\n- two\n\n`code` and\n\n```\nblock\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[docs](https://example.com/x)',
    );
    expect(host.querySelectorAll('li')).toHaveLength(2);
    expect(host.querySelector('pre code')?.textContent).toBe('block\n');
    expect(host.querySelector('table td')?.textContent).toBe('1');
    const link = host.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/x');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    ['<script>window.pwned = 1</script>'],
    ['<img src=x onerror="window.pwned = 1">'],
    ['<a href="javascript:window.pwned=1">click</a>'],
    ['<svg onload="window.pwned = 1"></svg>'],
  ])('keeps hostile HTML inert: %s', (hostile) => {
    const host = dom(`Answer ${hostile}`);
    expect(host.querySelector('script, img, svg, [onerror], [onload]')).toBeNull();
    // Raw HTML is shown as text, not dropped silently.
    expect(host.textContent).toContain(hostile.slice(0, 4));
  });

  it('makes a javascript: Markdown link inert', () => {
    const host = dom('[click](javascript:alert(1)) and [data](data:text/html;base64,PHNjcmlwdD4=)');
    for (const link of host.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/^(javascript|data):/i);
    }
    expect(host.textContent).toContain('click');
  });
});
