import { useTestPlatform } from '../testing/platform-fixture';
import { apiClient, clientFor, signIn, type ApiClient } from '../testing/http-client';
import { TEST_ANON_KEY } from '../testing/test-platform';

const platform = useTestPlatform();
const auth = { headers: { apikey: TEST_ANON_KEY } };
const SUPERUSER = '00000000-0000-4000-8000-000000000001';
const EMPLOYEE = '00000000-0000-4000-8000-000000000004';
const NEW_PASSWORD = 'colleague-pass-1';

let superuser: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  superuser = await clientFor(platform.url, 'superuser@switchboard.local');
  admin = await clientFor(platform.url, 'admin@switchboard.local');
});

const tokenOf = (link: string) =>
  new URLSearchParams(new URL(link).hash.slice(1)).get('token_hash')!;

async function invite(by: ApiClient, email: string, role: string) {
  return by.post('/auth/v1/invite', { email, data: { RoleName: role } }, auth);
}

describe('invitations', () => {
  it('makes an invited account whose link works once, sets a password and signs in', async () => {
    const invited = await invite(admin, 'Colleague@Switchboard.local', 'employee');
    expect(invited.status).toBe(200);
    expect(invited.body).toMatchObject({
      email: 'colleague@switchboard.local',
      email_confirmed_at: null,
      user_metadata: { RoleName: 'employee' },
      email_sent: false,
      verification_type: 'invite',
    });
    const token = tokenOf(invited.body.action_link);
    expect(
      await signIn(platform.url, 'colleague@switchboard.local', 'anything').catch(() => 'refused'),
    ).toBe('refused');

    const verified = await apiClient(platform.url).post(
      '/auth/v1/verify',
      { type: 'invite', token_hash: token },
      auth,
    );
    expect(verified.status).toBe(200);
    const colleague = apiClient(platform.url, verified.body.access_token);
    expect((await colleague.put('/auth/v1/user', { password: 'short' }, auth)).body).toMatchObject({
      code: 'weak_password',
    });
    expect((await colleague.put('/auth/v1/user', { password: NEW_PASSWORD }, auth)).status).toBe(
      200,
    );
    const signedIn = await signIn(platform.url, 'colleague@switchboard.local', NEW_PASSWORD);
    expect(signedIn.access_token).toEqual(expect.any(String));

    const again = await apiClient(platform.url).post(
      '/auth/v1/verify',
      { type: 'invite', token_hash: token },
      auth,
    );
    expect(again).toMatchObject({ status: 403, body: { code: 'otp_expired' } });
    expect((await invite(admin, 'colleague@switchboard.local', 'employee')).body).toMatchObject({
      code: 'email_exists',
    });
  });

  it('lets only a superuser invite a superuser, and no employee invite anyone', async () => {
    expect((await invite(admin, 'boss@switchboard.local', 'superuser')).status).toBe(403);
    const employee = await clientFor(platform.url, 'employee@switchboard.local');
    expect((await invite(employee, 'x@switchboard.local', 'employee')).status).toBe(403);
    expect((await invite(superuser, 'boss@switchboard.local', 'superuser')).status).toBe(200);
  });

  it('revokes an invitation, resends one, and refuses to delete an active account', async () => {
    const invited = await invite(admin, 'later@switchboard.local', 'hiringmanager');
    const resent = await admin.post(
      '/auth/v1/admin/generate_link',
      { type: 'invite', email: 'later@switchboard.local' },
      auth,
    );
    expect(resent.status).toBe(200);
    // The resent link replaces the first.
    const first = await apiClient(platform.url).post(
      '/auth/v1/verify',
      { type: 'invite', token_hash: tokenOf(invited.body.action_link) },
      auth,
    );
    expect(first.status).toBe(403);
    expect((await admin.delete(`/auth/v1/admin/users/${invited.body.id}`, auth)).status).toBe(200);
    expect((await admin.get(`/auth/v1/admin/users/${invited.body.id}`, auth)).status).toBe(404);
    expect((await admin.delete(`/auth/v1/admin/users/${EMPLOYEE}`, auth)).status).toBe(403);
  });
});

describe('roles and disabling', () => {
  it('keeps the last superuser and leaves superusers to superusers', async () => {
    const demote = (by: ApiClient, id: string) =>
      by.put(`/auth/v1/admin/users/${id}`, { user_metadata: { RoleName: 'admin' } }, auth);
    expect((await demote(admin, SUPERUSER)).status).toBe(403);
    // boss@ (invited, not yet active) does not count: the seeded superuser is the last one.
    expect(await demote(superuser, SUPERUSER)).toMatchObject({
      status: 403,
      body: { message: 'The last active superuser cannot be disabled or demoted' },
    });
    const toAdmin = await admin.put(
      `/auth/v1/admin/users/${EMPLOYEE}`,
      { user_metadata: { RoleName: 'hiringmanager' } },
      auth,
    );
    expect(toAdmin.body.user_metadata).toEqual({ username: 'employee', RoleName: 'hiringmanager' });
  });

  it('ends a disabled account’s sessions at once and refuses its sign-in until enabled', async () => {
    const session = await signIn(platform.url, 'hiringmanager@switchboard.local');
    const victim = apiClient(platform.url, session.access_token);
    expect((await victim.get('/auth/v1/user', auth)).status).toBe(200);
    const disabled = await admin.put(
      `/auth/v1/admin/users/${session.user.id}`,
      { ban_duration: '876000h' },
      auth,
    );
    expect(disabled.body.banned_until).toEqual(expect.any(String));
    expect((await victim.get('/auth/v1/user', auth)).status).toBe(403);
    expect((await victim.get('/api/reports/bots')).status).toBe(401);
    const refresh = await apiClient(platform.url).post(
      '/auth/v1/token?grant_type=refresh_token',
      { refresh_token: session.refresh_token },
      auth,
    );
    expect(refresh.status).toBe(400);
    await expect(signIn(platform.url, 'hiringmanager@switchboard.local')).rejects.toThrow(
      /user_banned/,
    );
    await admin.put(`/auth/v1/admin/users/${session.user.id}`, { ban_duration: 'none' }, auth);
    expect(
      (await signIn(platform.url, 'hiringmanager@switchboard.local')).access_token,
    ).toBeTruthy();
  });

  it('lists every account to staff and none to an applicant', async () => {
    const employee = await clientFor(platform.url, 'employee@switchboard.local').catch(() => null);
    const list = await (employee ?? admin).get('/auth/v1/admin/users?per_page=1000', auth);
    expect(list.status).toBe(200);
    expect(Number(list.headers.get('x-total-count'))).toBe(list.body.users.length);
    expect(JSON.stringify(list.body)).not.toMatch(/password|\$2[aby]\$/);
    const applicant = await clientFor(platform.url, 'applicant@switchboard.local');
    expect((await applicant.get('/auth/v1/admin/users', auth)).status).toBe(403);
  });
});

describe('the Users List, paged and filtered on the server', () => {
  type Listed = { email: string; user_metadata: { RoleName: string }; banned_until: string | null };
  const list = async (query: string) => {
    const answer = await admin.get(`/auth/v1/admin/users?${query}`, auth);
    expect(answer.status).toBe(200);
    return {
      emails: (answer.body.users as Listed[]).map((user) => user.email),
      users: answer.body.users as Listed[],
      total: Number(answer.headers.get('x-total-count')),
      superusers: answer.body.active_superusers as number,
    };
  };

  it('searches, filters by role and status, sorts and pages, with the total of the match', async () => {
    const all = await list('per_page=1000&sort=email asc');
    expect(all.emails).toEqual([...all.emails].sort());
    expect(all.superusers).toBeGreaterThanOrEqual(1);

    const firstTwo = await list('per_page=2&page=1&sort=email asc');
    const nextTwo = await list('per_page=2&page=2&sort=email asc');
    expect([...firstTwo.emails, ...nextTwo.emails]).toEqual(all.emails.slice(0, 4));
    expect(firstTwo.total).toBe(all.total);
    // The count the last-superuser rule needs comes whatever the page shows.
    expect(firstTwo.superusers).toBe(all.superusers);

    const searched = await list('filter=HIRING');
    expect(searched.emails).toEqual(['hiringmanager@switchboard.local']);
    expect(searched.total).toBe(1);
    expect((await list('filter=100%25_')).total).toBe(0);

    const admins = await list('role=admin&per_page=1000');
    expect(admins.users.every((user) => user.user_metadata.RoleName === 'admin')).toBe(true);
    expect(admins.total).toBe(all.users.filter((u) => u.user_metadata.RoleName === 'admin').length);

    const newestFirst = await list('per_page=1000&sort=created_at desc');
    expect(newestFirst.total).toBe(all.total);
  });

  it('finds a disabled account by status, and refuses a sort or role it does not know', async () => {
    const target = (await list('filter=applicant')).users[0]!;
    const id = (await admin.get('/auth/v1/admin/users?filter=applicant', auth)).body.users[0].id;
    await admin.put(`/auth/v1/admin/users/${id}`, { ban_duration: '876000h' }, auth);
    expect((await list('status=disabled')).emails).toContain(target.email);
    expect((await list('status=active&per_page=1000')).emails).not.toContain(target.email);
    await admin.put(`/auth/v1/admin/users/${id}`, { ban_duration: 'none' }, auth);
    expect((await list('status=disabled')).emails).not.toContain(target.email);
    for (const bad of ['sort=password_hash asc', 'role=owner', 'status=gone', 'per_page=1001'])
      expect((await admin.get(`/auth/v1/admin/users?${bad}`, auth)).status).toBe(400);
  });
});

describe('the audit log of it all', () => {
  it('shows invitations, sign-ins, role changes and disabling with who did each, and no secret', async () => {
    const page = await superuser.get('/api/audit?kind=account&limit=200');
    expect(page.status).toBe(200);
    const seen = (
      page.body.items as { action: string; actorEmail: string; entityName: string }[]
    ).map((item) => `${item.actorEmail} ${item.action} ${item.entityName}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        'admin@switchboard.local invite colleague@switchboard.local',
        'colleague@switchboard.local sign-in colleague@switchboard.local',
        'colleague@switchboard.local set-password colleague@switchboard.local',
        'admin@switchboard.local disable hiringmanager@switchboard.local',
        'admin@switchboard.local enable hiringmanager@switchboard.local',
        'admin@switchboard.local change-role employee@switchboard.local',
        'admin@switchboard.local revoke-invite later@switchboard.local',
        'hiringmanager@switchboard.local sign-in-failed hiringmanager@switchboard.local',
      ]),
    );
    const text = JSON.stringify(page.body);
    expect(text).not.toContain(NEW_PASSWORD);
    expect(text).not.toMatch(/\$2[aby]\$/);
    const employee = await clientFor(platform.url, 'applicant@switchboard.local');
    expect((await employee.get('/api/audit')).status).toBe(403);
    expect((await superuser.get('/api/audit?before=nonsense')).status).toBe(400);
  });

  it('records a Bots API change with its fields before and after', async () => {
    const created = await admin.post('/api/bots', {
      name: 'Audited bot',
      botPath: 'https://bots.example.com/kb/audited',
    });
    expect(created.status).toBe(201);
    await admin.put(`/api/bots/${created.body.id}`, { name: 'Audited bot 2' });
    const page = await superuser.get('/api/audit?kind=bot&limit=5');
    expect(page.body.items[0]).toMatchObject({
      action: 'update',
      actorEmail: 'admin@switchboard.local',
      entityId: created.body.id,
      entityName: 'Audited bot 2',
      exists: true,
      changes: { name: { before: 'Audited bot', after: 'Audited bot 2' } },
    });
    expect(page.body.items[1]).toMatchObject({ action: 'create', entityName: 'Audited bot' });
  });
});
