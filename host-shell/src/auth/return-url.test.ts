import { loginPath, safeReturnUrl } from './return-url';

describe('safeReturnUrl', () => {
  it.each([
    ['/bots/12?tab=health#top', '/bots/12?tab=health#top'],
    ['/pages/dashboard', '/pages/dashboard'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/phish', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['bots', '/'],
    ['/auth/login?returnUrl=/bots', '/'],
  ])('%s → %s', (raw, expected) => {
    expect(safeReturnUrl(raw)).toBe(expected);
  });

  it('builds the login address with the return path encoded', () => {
    expect(loginPath('/bots/1?x=a&y=b')).toBe('/auth/login?returnUrl=%2Fbots%2F1%3Fx%3Da%26y%3Db');
  });
});
