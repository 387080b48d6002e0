import { pageParams, scopeErrorMessage, scopeUrl } from './page-params';

describe('page params', () => {
  it('maps scopes to the three list calls of the product rules and their catalogue messages', () => {
    expect(scopeUrl({ kind: 'all' })).toBe('/api/conversations');
    expect(scopeUrl({ kind: 'user', userId: 'u 1' })).toBe('/api/conversations/user/u%201');
    expect(scopeUrl({ kind: 'bot', botId: 'b1' })).toBe('/api/bots/b1/conversations');
    expect(scopeErrorMessage({ kind: 'user', userId: 'u' })).toBe(
      'Failed to fetch user conversations',
    );
    expect(scopeErrorMessage({ kind: 'bot', botId: 'b' })).toBe(
      'Failed to fetch bot conversations',
    );
  });

  it('sends filters, whole-day ranges and the page', () => {
    const params = pageParams(
      {
        status: 'ARCHIVED',
        sort: 'createdAt:asc',
        botId: 'b1',
        q: '  refund ',
        updatedFrom: '2026-01-02',
        updatedTo: '2026-01-03',
      },
      { limit: 50, offset: 100 },
      { kind: 'all' },
    );
    expect(params).toMatchObject({
      limit: 50,
      offset: 100,
      status: 'ARCHIVED',
      sort: 'createdAt:asc',
      botId: 'b1',
      q: 'refund',
    });
    expect(new Date(String(params.updatedFrom)).getTime()).toBe(
      new Date('2026-01-02T00:00:00').getTime(),
    );
    expect(new Date(String(params.updatedTo)).getTime()).toBe(
      new Date('2026-01-03T23:59:59.999').getTime(),
    );
    expect(params).not.toHaveProperty('createdFrom');
  });

  it('leaves the bot filter to the bot scope', () => {
    expect(
      pageParams(
        { status: 'ALL', sort: 'title:asc', botId: 'b1' },
        { limit: 25, offset: 0 },
        {
          kind: 'bot',
          botId: 'b2',
        },
      ),
    ).not.toHaveProperty('botId');
  });
});
