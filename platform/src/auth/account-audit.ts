import { recordAudit, type AuditRecord } from '@switchboard/server-kit/audit/audit-recorder';
import type { Db } from '@switchboard/server-kit/db/connect';
import type { UserRow } from './user-json';

export const actorOf = (user: Pick<UserRow, 'id' | 'email'>) => ({
  id: user.id,
  email: user.email,
});

/** An entry about a staff account: the account is named by its e-mail. */
export function recordAccountAudit(
  tx: Db,
  actor: AuditRecord['actor'],
  action: string,
  account: { id: string | null; email: string },
  changes?: AuditRecord['changes'],
) {
  return recordAudit(tx, {
    actor,
    action,
    kind: 'account',
    entityId: account.id,
    entityName: account.email,
    changes,
  });
}
