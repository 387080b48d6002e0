import { botUrl } from './bot-address';

describe('botUrl', () => {
  it('stays under the bot path', () => {
    expect(botUrl('http://bots.test/kb/a/', '/chat/').href).toBe('http://bots.test/kb/a/chat/');
    expect(botUrl('http://bots.test/kb/a', '/chat/', 'x%2F..').pathname).toBe('/kb/a/chat/x%2F..');
  });

  it.each(['/../../auth/v1/', '/chat/../../admin', '/./chat/', '..'])(
    'refuses a chat endpoint with dot segments (%s)',
    (endpoint) => {
      expect(() => botUrl('http://bots.test/kb/a', endpoint)).toThrow(/leaves its bot path/);
    },
  );

  it('refuses a history id that is a dot segment', () => {
    expect(() => botUrl('http://bots.test/kb/a', '/chat/', '..')).toThrow(/leaves its bot path/);
  });
});
