import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import {
  ACCOUNT_LINK_PATH,
  ACCOUNT_STATUSES,
  accountRefusal,
  canManageAccounts,
  ROLES,
  type AccountAction,
  type Role,
  type StaffAccount,
} from '@switchboard/domain';
import {
  getSession,
  inviteAccount,
  revokeInvitation,
  sendLink,
  updateAccount,
  useSession,
} from '@switchboard/shared-auth';
import { ConfirmDialog, FilterSelect, PageHeader, useToast } from '@switchboard/shared-ui';
import { ConsoleDataGrid } from '@switchboard/shared-ui/data-grid';
import { useMemo, useState } from 'react';
import { useViewer } from '../auth/use-viewer';
import { CONFIRMED_ACTIONS, type ConfirmedAction } from './account-actions';
import { InviteDialog } from './invite-dialog';
import { LinkDialog, type ShownLink } from './link-dialog';
import { ExportUsersButton } from './export-users-button';
import { RoleDialog } from './role-dialog';
import { toStaffAccount } from './staff-account';
import { useAccounts } from './use-accounts';

const ALL = 'all';
const linkPage = () => `${window.location.origin}${ACCOUNT_LINK_PATH}`;
const asDate = (value: string | null) => (value ? new Date(value) : null);

/** The Users List: every account for staff to see; superusers and bot admins act on them. */
export default function UsersPage() {
  const viewer = useViewer();
  const { user: me } = useSession();
  const toast = useToast();
  const [role, setRole] = useState<Role | typeof ALL>(ALL);
  const [status, setStatus] = useState<StaffAccount['status'] | typeof ALL>(ALL);
  const filters = useMemo(
    () => ({ role: role === ALL ? undefined : role, status: status === ALL ? undefined : status }),
    [role, status],
  );
  const { accounts, error, loading, reload, put, firstPage, activeSuperusers, grid, query } =
    useAccounts(filters);
  const [inviting, setInviting] = useState(false);
  const [shownLink, setShownLink] = useState<ShownLink | null>(null);
  const [changingRole, setChangingRole] = useState<StaffAccount | null>(null);
  const [confirming, setConfirming] = useState<{ row: StaffAccount; step: ConfirmedAction } | null>(
    null,
  );
  const [pending, setPending] = useState(false);

  const rows = useMemo(() => {
    const { adminAccess } = getSession();
    return (accounts ?? []).map((account) => toStaffAccount(account, adminAccess));
  }, [accounts]);
  const actor = { id: me?.id ?? '', ...viewer };
  const refusal = (row: StaffAccount, action: AccountAction, newRole?: Role) =>
    accountRefusal({ actor, action, target: row, newRole, activeSuperusers });
  const grantable = ROLES.filter((each) => each !== 'superuser' || viewer.roleName === 'superuser');

  async function act(work: () => Promise<void>, done: string) {
    setPending(true);
    try {
      await work();
      toast.success(done);
      setConfirming(null);
      setChangingRole(null);
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'The action failed');
    } finally {
      setPending(false);
    }
  }

  const showLink = (title: string, email: string, link: string | null) => {
    if (link) setShownLink({ title, email, link });
  };

  async function invite(email: string, newRole: Role) {
    const { user, link } = await inviteAccount(email, newRole, linkPage());
    put(user);
    toast.success(link ? `Invitation for ${email} created` : `Invitation sent to ${email}`);
    showLink(`Invitation for ${email}`, email, link);
  }

  function confirmed(row: StaffAccount, step: ConfirmedAction) {
    const work: Record<ConfirmedAction['action'], () => Promise<void>> = {
      disable: async () => put(await updateAccount(row.id, { disabled: true })),
      'revoke-invite': async () => {
        await revokeInvitation(row.id);
        reload();
      },
      'reset-password': async () => {
        const { user, link } = await sendLink('recovery', row.email, linkPage());
        put(user);
        showLink(`Password reset for ${row.email}`, row.email, link);
      },
      'resend-invite': async () => {
        const { user, link } = await sendLink('invite', row.email, linkPage());
        put(user);
        showLink(`Invitation for ${row.email}`, row.email, link);
      },
    };
    return act(work[step.action], `${step.label}: done for ${row.email}`);
  }

  const columns: GridColDef<StaffAccount>[] = [
    { field: 'email', headerName: 'E-mail', flex: 1.4, minWidth: 200 },
    { field: 'username', headerName: 'Username', flex: 1, minWidth: 120 },
    { field: 'roleName', headerName: 'Role', width: 130 },
    {
      field: 'adminArea',
      headerName: 'Admin area',
      type: 'boolean',
      width: 110,
      // Worked out from the e-mail by the admin-area rule, not a stored column to sort by.
      sortable: false,
      description: 'Whether the e-mail passes the admin-area rule (bot admin sections)',
    },
    { field: 'status', headerName: 'Status', width: 110 },
    {
      field: 'lastSignInAt',
      headerName: 'Last sign-in',
      type: 'dateTime',
      width: 180,
      valueGetter: (value: string | null) => asDate(value),
    },
    {
      field: 'createdAt',
      headerName: 'Created',
      type: 'dateTime',
      width: 180,
      valueGetter: (value: string | null) => asDate(value),
    },
  ];
  if (canManageAccounts(viewer))
    columns.push({
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 80,
      getActions: ({ row }) => [
        <GridActionsCellItem
          key="role"
          label="Change role"
          showInMenu
          // Any other role: refused only where no change at all is allowed.
          disabled={
            refusal(row, 'change-role', row.roleName === 'employee' ? 'admin' : 'employee') !== null
          }
          onClick={() => setChangingRole(row)}
        />,
        ...(row.status === 'disabled'
          ? [
              <GridActionsCellItem
                key="enable"
                label="Enable"
                showInMenu
                disabled={refusal(row, 'enable') !== null}
                onClick={() =>
                  void act(
                    async () => put(await updateAccount(row.id, { disabled: false })),
                    `${row.email} enabled`,
                  )
                }
              />,
            ]
          : []),
        ...CONFIRMED_ACTIONS.map((step) => (
          <GridActionsCellItem
            key={step.action}
            label={step.label}
            showInMenu
            disabled={refusal(row, step.action) !== null}
            onClick={() => setConfirming({ row, step })}
          />
        )),
      ],
    });

  return (
    <>
      <PageHeader
        title="Users List"
        description="Every account of the console. Superusers and bot admins invite colleagues, change roles and disable accounts."
        actions={
          canManageAccounts(viewer) ? (
            <Button
              variant="contained"
              startIcon={<PersonAddIcon />}
              onClick={() => setInviting(true)}
            >
              Invite
            </Button>
          ) : null
        }
      />
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <FilterSelect
          label="Role"
          value={role}
          options={[{ value: ALL, label: 'All roles' }, ...ROLES]}
          onChange={(value) => {
            setRole(value);
            firstPage();
          }}
        />
        <FilterSelect
          label="Status"
          value={status}
          options={[{ value: ALL, label: 'All statuses' }, ...ACCOUNT_STATUSES]}
          onChange={(value) => {
            setStatus(value);
            firstPage();
          }}
        />
        <ExportUsersButton query={query} />
      </Stack>
      <ConsoleDataGrid
        label="Accounts"
        rows={rows}
        columns={columns}
        loading={loading}
        error={error}
        onRetry={reload}
        {...grid}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        // Searched by e-mail and username on the server; the columns' own filters are not.
        disableColumnFilter
        // The toolbar's CSV would hold only the page on screen; Export walks every match.
        csvExport={false}
        emptyTitle="No accounts match"
        emptyMessage="Change the filters or invite a colleague."
      />
      <InviteDialog
        open={inviting}
        roles={grantable}
        onInvite={invite}
        onClose={() => setInviting(false)}
      />
      <LinkDialog shown={shownLink} onClose={() => setShownLink(null)} />
      <RoleDialog
        key={changingRole?.id ?? 'closed'}
        account={changingRole}
        roles={grantable}
        pending={pending}
        onCancel={() => setChangingRole(null)}
        onConfirm={(newRole) => {
          const row = changingRole!;
          const refused = refusal(row, 'change-role', newRole);
          if (refused) {
            toast.error(refused);
            return;
          }
          void act(
            async () => put(await updateAccount(row.id, { role: newRole })),
            `${row.email} is now ${newRole}`,
          );
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.step.title(confirming.row.email) ?? ''}
        confirmLabel={confirming?.step.label ?? ''}
        destructive={confirming?.step.destructive}
        pending={pending}
        onConfirm={() => confirming && void confirmed(confirming.row, confirming.step)}
        onCancel={() => setConfirming(null)}
      >
        {confirming?.step.text}
      </ConfirmDialog>
    </>
  );
}
