/**
 * @jest-environment node
 */
import { sameOriginPath } from './callback-url';

const ORIGIN = 'http://127.0.0.1:4000';

describe('sameOriginPath', () => {
  it('keeps paths and absolute URLs of this origin', () => {
    expect(sameOriginPath('/bots?x=1#top', ORIGIN)).toBe('/bots?x=1#top');
    expect(sameOriginPath(`${ORIGIN}/setup/businesses`, ORIGIN)).toBe('/setup/businesses');
    expect(sameOriginPath('http://localhost/bots', 'http://localhost:80')).toBe('/bots');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example/x',
    'javascript:alert(1)',
    'http://127.0.0.1:4001/',
    '',
    undefined,
  ])('refuses %s', (value) => {
    expect(sameOriginPath(value, ORIGIN)).toBeNull();
  });
});
