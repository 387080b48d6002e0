import { accountQuery, NEWEST_FIRST } from './account-grid-query';

it("turns the grid's page, order and search and the page's filters into the server's query", () => {
  expect(
    accountQuery(
      { page: 2, pageSize: 25 },
      [{ field: 'lastSignInAt', sort: 'asc' }],
      { items: [], quickFilterValues: ['hiring', 'manager'] },
      { role: 'admin', status: 'disabled' },
    ),
  ).toEqual({
    page: 3,
    perPage: 25,
    sort: 'last_sign_in_at asc',
    filter: 'hiring manager',
    role: 'admin',
    status: 'disabled',
  });
  expect(accountQuery({ page: 0, pageSize: 50 }, NEWEST_FIRST, { items: [] }, {})).toEqual({
    page: 1,
    perPage: 50,
    sort: 'created_at desc',
  });
  // A column the server cannot sort by (the admin-area rule) leaves its default order.
  expect(
    accountQuery(
      { page: 0, pageSize: 25 },
      [{ field: 'adminArea', sort: 'asc' }],
      { items: [] },
      {},
    ),
  ).toEqual({ page: 1, perPage: 25 });
});
