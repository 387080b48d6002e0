import { businessQuery, DEFAULT_SORT, narrows } from './grid-query';

describe('the server query of the businesses grid', () => {
  it('asks for the newest first when nothing is sorted or filtered', () => {
    expect(businessQuery(DEFAULT_SORT, { items: [] })).toEqual({ sort: 'createdAt:desc' });
    expect(businessQuery([], { items: [] })).toEqual({ sort: 'createdAt:desc' });
  });

  it('names the type column as the server sorts it', () => {
    expect(businessQuery([{ field: 'businessTypeId', sort: 'asc' }], { items: [] }).sort).toBe(
      'type:asc',
    );
    expect(businessQuery([{ field: 'name', sort: 'desc' }], { items: [] }).sort).toBe('name:desc');
  });

  it('joins the quick search words and passes the column filters the server answers', () => {
    const query = businessQuery(DEFAULT_SORT, {
      items: [
        { id: 1, field: 'name', operator: 'contains', value: ' acme ' },
        { id: 2, field: 'industry', operator: 'is', value: 'Agriculture' },
        { id: 3, field: 'businessTypeId', operator: 'is', value: 'type-1' },
        { id: 4, field: 'name', operator: 'equals', value: 'ignored' },
      ],
      quickFilterValues: ['nairobi', ' ', 'retail'],
    });
    expect(query).toEqual({
      sort: 'createdAt:desc',
      q: 'nairobi retail',
      name: 'acme',
      industry: 'Agriculture',
      businessTypeId: 'type-1',
    });
    expect(narrows(query)).toBe(true);
    expect(narrows({ sort: 'name:asc' })).toBe(false);
  });
});
