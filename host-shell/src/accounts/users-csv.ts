import type { AdminAccessConfig, StaffAccount } from '@switchboard/domain';
import type { AccountPage, AccountQuery } from '@switchboard/shared-auth';
import { csvFile, csvText } from '@switchboard/shared-ui/csv';
import { toStaffAccount } from './staff-account';

/** The most accounts one request asks for (the server's per_page limit). */
export const EXPORT_BATCH = 1000;

export const USERS_CSV_HEADER = [
  'E-mail',
  'Username',
  'Role',
  'Admin area',
  'Status',
  'Last sign-in',
  'Created',
];

const csvRow = (account: StaffAccount) => [
  account.email,
  account.username,
  account.roleName,
  account.adminArea ? 'yes' : 'no',
  account.status,
  account.lastSignInAt ?? '',
  account.createdAt,
];

/**
 * Every account the list's search, order and filters match, page after page, as one CSV
 * file through the console's one writer.
 */
export async function exportUsersCsv(
  query: Omit<AccountQuery, 'page' | 'perPage'>,
  fetchPage: (query: AccountQuery) => Promise<AccountPage>,
  adminAccess: AdminAccessConfig,
): Promise<Blob> {
  const parts: BlobPart[] = [csvText([USERS_CSV_HEADER])];
  for (let page = 1; ; page += 1) {
    const batch = await fetchPage({ ...query, page, perPage: EXPORT_BATCH });
    parts.push(csvText(batch.users.map((user) => csvRow(toStaffAccount(user, adminAccess)))));
    if (batch.users.length < EXPORT_BATCH || page * EXPORT_BATCH >= batch.total) break;
  }
  return csvFile(parts);
}
