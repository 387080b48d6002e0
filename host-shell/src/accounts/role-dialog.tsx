import { type Role } from '@switchboard/domain';
import { ConfirmDialog, SelectField } from '@switchboard/shared-ui';
import { useState } from 'react';
import type { StaffAccount } from '@switchboard/domain';

export interface RoleDialogProps {
  account: StaffAccount | null;
  roles: readonly Role[];
  pending: boolean;
  onConfirm: (role: Role) => void;
  onCancel: () => void;
}

/** Picks the new role, then asks: a role change takes effect on the account's next request. */
export function RoleDialog({ account, roles, pending, onConfirm, onCancel }: RoleDialogProps) {
  // The page keys this dialog by account, so each opening starts from that account's role.
  const [role, setRole] = useState<Role>((account?.roleName as Role | undefined) ?? 'employee');
  return (
    <ConfirmDialog
      open={account !== null}
      title={`Change the role of ${account?.email ?? ''}`}
      confirmLabel="Change role"
      pending={pending}
      confirmDisabled={role === account?.roleName}
      onConfirm={() => onConfirm(role)}
      onCancel={onCancel}
    >
      <SelectField label="New role" value={role} options={roles} onChange={setRole} />
    </ConfirmDialog>
  );
}
