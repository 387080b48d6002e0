/**
 * @jest-environment node
 */
import { restAfter, targetUnder } from './target-url';

describe('targetUnder', () => {
  const base = 'http://127.0.0.1:4100/kb/bot-a';

  it('puts the rest of the path and query under the base', () => {
    expect(targetUnder(base, 'documents/?limit=500')?.href).toBe(
      'http://127.0.0.1:4100/kb/bot-a/documents/?limit=500',
    );
    expect(targetUnder(`${base}/`, 'health')?.href).toBe('http://127.0.0.1:4100/kb/bot-a/health');
    expect(targetUnder(base, 'webpages/a%2Fb')?.pathname).toBe('/kb/bot-a/webpages/a%2Fb');
  });

  it.each([
    '../bot-b/documents/',
    '%2e%2e/%2e%2e/admin',
    '..%2f..%2fadmin',
    '//evil.example/x',
    '\\\\evil.example/x',
    '/\\evil.example/x',
  ])('never leaves the base for %s', (rest) => {
    const target = targetUnder(base, rest);
    if (target) {
      expect(target.origin).toBe('http://127.0.0.1:4100');
      expect(target.pathname.startsWith('/kb/bot-a/')).toBe(true);
    }
  });

  it('refuses dot segments that climb out', () => {
    expect(targetUnder(base, '%2e%2e/%2e%2e/admin')).toBeNull();
    expect(targetUnder(base, '../bot-b/')).toBeNull();
  });
});

describe('restAfter', () => {
  it('keeps what follows the route prefix, still encoded, with its query', () => {
    expect(restAfter('/api/bot-services/7/documents/a%20b?limit=5', 3)).toBe(
      'documents/a%20b?limit=5',
    );
    expect(restAfter('/api/knowledge/chat/', 2)).toBe('chat/');
  });
});
