import { usePlatformApi } from '../../testing/platform-fixture';

const ADMIN = '00000000-0000-4000-8000-000000000002';

const { api } = usePlatformApi();

type User = { id: string; email: string; username: string; roleName: string };

describe('GET /api/users', () => {
  it('pages the users in e-mail order without any secret', async () => {
    const first = (await api.get('/api/users?limit=2')).body;
    expect(first).toMatchObject({ limit: 2, offset: 0 });
    expect(first.total).toBeGreaterThanOrEqual(6);
    expect(first.items).toHaveLength(2);
    const all = (await api.get(`/api/users?limit=100`)).body.items as User[];
    expect(all).toHaveLength(first.total);
    const emails = all.map((user) => user.email.toLowerCase());
    expect(emails).toEqual([...emails].sort());
    expect(Object.keys(all[0]!).sort()).toEqual(['email', 'id', 'roleName', 'username']);
    const second = (await api.get('/api/users?limit=2&offset=2')).body.items as User[];
    expect(second.map((user) => user.id)).toEqual(all.slice(2, 4).map((user) => user.id));
  });

  it('searches e-mail and user name, taking % and _ literally', async () => {
    const found = (await api.get('/api/users?q=ADMIN@switch')).body;
    expect(found.items).toEqual([
      { id: ADMIN, email: 'admin@switchboard.local', username: 'admin', roleName: 'admin' },
    ]);
    expect(found.total).toBe(1);
    expect((await api.get('/api/users?q=hiringman')).body.items).toHaveLength(1);
    expect((await api.get('/api/users?q=%25')).body).toMatchObject({ items: [], total: 0 });
  });

  it('refuses bad paging with a 400 and reads one user by id', async () => {
    expect(await api.get('/api/users?limit=500')).toMatchObject({
      status: 400,
      body: { error: 'limit must be at most 100' },
    });
    expect((await api.get('/api/users?offset=-1')).status).toBe(400);
    expect((await api.get(`/api/users/${ADMIN}`)).body).toMatchObject({
      email: 'admin@switchboard.local',
    });
    expect(await api.get('/api/users/00000000-0000-4000-8000-000000000999')).toMatchObject({
      status: 404,
      body: { error: 'User not found' },
    });
  });
});
