import { accountRefusal, type AccountRequest } from './account-rules';

const superuser = { id: 'su', roleName: 'superuser', isBotAdmin: true };
const outsideSuperuser = { id: 'su2', roleName: 'superuser', isBotAdmin: false };
const admin = { id: 'ad', roleName: 'admin', isBotAdmin: true };
const outsideAdmin = { id: 'ad2', roleName: 'admin', isBotAdmin: false };
const employee = { id: 'em', roleName: 'employee', isBotAdmin: false };

const active = (id: string, roleName: string) => ({ id, roleName, status: 'active' as const });
const anEmployee = active('t1', 'employee');
const aSuperuser = active('t2', 'superuser');
const invited = { id: 't3', roleName: 'employee', status: 'invited' as const };
const disabled = { id: 't4', roleName: 'employee', status: 'disabled' as const };

type Row = [
  string,
  Omit<AccountRequest, 'activeSuperusers'> & { activeSuperusers?: number },
  boolean,
];

// [case, request, allowed]
const TABLE: Row[] = [
  [
    'superuser invites an employee',
    { actor: superuser, action: 'invite', target: invited, newRole: 'employee' },
    true,
  ],
  [
    'admin invites an employee',
    { actor: admin, action: 'invite', target: invited, newRole: 'employee' },
    true,
  ],
  [
    'admin invites a superuser',
    {
      actor: admin,
      action: 'invite',
      target: { ...invited, roleName: 'superuser' },
      newRole: 'superuser',
    },
    false,
  ],
  [
    'superuser invites a superuser',
    {
      actor: superuser,
      action: 'invite',
      target: { ...invited, roleName: 'superuser' },
      newRole: 'superuser',
    },
    true,
  ],
  [
    'employee invites anyone',
    { actor: employee, action: 'invite', target: invited, newRole: 'employee' },
    false,
  ],
  [
    'admin outside the admin area invites',
    { actor: outsideAdmin, action: 'invite', target: invited, newRole: 'employee' },
    false,
  ],
  [
    'superuser outside the admin area invites',
    { actor: outsideSuperuser, action: 'invite', target: invited, newRole: 'employee' },
    true,
  ],
  [
    'admin makes an employee admin',
    { actor: admin, action: 'change-role', target: anEmployee, newRole: 'admin' },
    true,
  ],
  [
    'admin makes an employee superuser',
    { actor: admin, action: 'change-role', target: anEmployee, newRole: 'superuser' },
    false,
  ],
  [
    'superuser makes an employee superuser',
    { actor: superuser, action: 'change-role', target: anEmployee, newRole: 'superuser' },
    true,
  ],
  [
    'admin demotes a superuser',
    {
      actor: admin,
      action: 'change-role',
      target: aSuperuser,
      newRole: 'admin',
      activeSuperusers: 3,
    },
    false,
  ],
  [
    'superuser demotes another of three superusers',
    {
      actor: superuser,
      action: 'change-role',
      target: aSuperuser,
      newRole: 'admin',
      activeSuperusers: 3,
    },
    true,
  ],
  [
    'superuser demotes the last superuser',
    {
      actor: superuser,
      action: 'change-role',
      target: aSuperuser,
      newRole: 'admin',
      activeSuperusers: 1,
    },
    false,
  ],
  [
    'the last superuser demotes themself',
    {
      actor: superuser,
      action: 'change-role',
      target: active('su', 'superuser'),
      newRole: 'employee',
      activeSuperusers: 1,
    },
    false,
  ],
  [
    'a superuser demotes themself with another left',
    {
      actor: superuser,
      action: 'change-role',
      target: active('su', 'superuser'),
      newRole: 'admin',
      activeSuperusers: 2,
    },
    true,
  ],
  [
    'role changed to the one it has',
    { actor: admin, action: 'change-role', target: anEmployee, newRole: 'employee' },
    false,
  ],
  ['admin disables an employee', { actor: admin, action: 'disable', target: anEmployee }, true],
  [
    'admin disables a superuser',
    { actor: admin, action: 'disable', target: aSuperuser, activeSuperusers: 3 },
    false,
  ],
  [
    'superuser disables another of two superusers',
    { actor: superuser, action: 'disable', target: aSuperuser, activeSuperusers: 2 },
    true,
  ],
  [
    'superuser disables the last superuser',
    { actor: superuser, action: 'disable', target: aSuperuser, activeSuperusers: 1 },
    false,
  ],
  [
    'anyone disables themself',
    { actor: admin, action: 'disable', target: active('ad', 'admin') },
    false,
  ],
  ['disable a disabled account', { actor: admin, action: 'disable', target: disabled }, false],
  ['admin enables a disabled account', { actor: admin, action: 'enable', target: disabled }, true],
  ['enable an active account', { actor: admin, action: 'enable', target: anEmployee }, false],
  ['employee disables anyone', { actor: employee, action: 'disable', target: anEmployee }, false],
  [
    'admin resets an employee password',
    { actor: admin, action: 'reset-password', target: anEmployee },
    true,
  ],
  [
    'admin resets a superuser password',
    { actor: admin, action: 'reset-password', target: aSuperuser },
    false,
  ],
  ['reset an invited account', { actor: admin, action: 'reset-password', target: invited }, false],
  ['admin resends an invitation', { actor: admin, action: 'resend-invite', target: invited }, true],
  [
    'resend to an active account',
    { actor: admin, action: 'resend-invite', target: anEmployee },
    false,
  ],
  ['admin revokes an invitation', { actor: admin, action: 'revoke-invite', target: invited }, true],
  [
    'revoke an active account',
    { actor: admin, action: 'revoke-invite', target: anEmployee },
    false,
  ],
];

describe('account rules: who may do what to whom', () => {
  it.each(TABLE)('%s', (_name, request, allowed) => {
    const refusal = accountRefusal({ activeSuperusers: 2, ...request });
    if (allowed) expect(refusal).toBeNull();
    else expect(refusal).toEqual(expect.any(String));
  });
});
