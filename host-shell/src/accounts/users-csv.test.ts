/**
 * @jest-environment node
 */
import type { AccountQuery, AdminUser } from '@switchboard/shared-auth';
import { EXPORT_BATCH, exportUsersCsv } from './users-csv';

const user = (n: number): AdminUser =>
  ({
    id: `id-${n}`,
    email: n === 0 ? '=cmd@switchboard.local' : `user${n}@switchboard.local`,
    user_metadata: { username: `user${n}`, RoleName: 'employee' },
    email_confirmed_at: '2026-01-01T00:00:00Z',
    created_at: '2026-01-01T00:00:00Z',
    last_sign_in_at: null,
  }) as unknown as AdminUser;

it('walks every page the server has for the query, one CSV row per account', async () => {
  const total = EXPORT_BATCH + 3;
  const asked: AccountQuery[] = [];
  const blob = await exportUsersCsv(
    { role: 'employee', sort: 'email asc' },
    async (query) => {
      asked.push(query);
      const from = (query.page - 1) * query.perPage;
      const users = Array.from(
        { length: Math.max(0, Math.min(query.perPage, total - from)) },
        (_, i) => user(from + i),
      );
      return { users, total, activeSuperusers: 1 };
    },
    { allowedEmails: [], allowedDomainWords: [] },
  );
  expect(asked.map((query) => [query.page, query.perPage, query.role, query.sort])).toEqual([
    [1, EXPORT_BATCH, 'employee', 'email asc'],
    [2, EXPORT_BATCH, 'employee', 'email asc'],
  ]);
  const lines = (await blob.text()).trim().split('\r\n');
  expect(lines[0]).toBe('E-mail,Username,Role,Admin area,Status,Last sign-in,Created');
  expect(lines).toHaveLength(total + 1);
  // A cell a spreadsheet would run as a formula is written as text.
  expect(lines[1]).toBe(`"'=cmd@switchboard.local",user0,employee,no,active,,2026-01-01T00:00:00Z`);
});
