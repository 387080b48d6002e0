import { usePlatformApi } from '../../testing/platform-fixture';

const PRIVATE_COMPANY = '00000000-0000-4000-8000-000000000102';

const { api } = usePlatformApi();

type Row = { id: string; name: string };
const names = (body: { items: Row[] }) => body.items.map((row) => row.name);

describe('business pages', () => {
  it('keeps the plain call as it was', async () => {
    const plain = (await api.get('/api/businesses')).body;
    expect(Array.isArray(plain)).toBe(true);
    expect(plain).toHaveLength(4);
  });

  it('pages and sorts, breaking ties so an offset walk sees every row once', async () => {
    const first = (await api.get('/api/businesses?limit=3&sort=name:asc')).body;
    expect(first).toMatchObject({ total: 4, limit: 3, offset: 0 });
    expect(names(first)).toEqual([
      'Ministry of ICT and Digital Economy',
      'Open Learning Foundation',
      'Rift Valley Agri Co-op',
    ]);
    const rest = (await api.get('/api/businesses?limit=3&offset=3&sort=name:asc')).body;
    expect(names(rest)).toEqual(['Savanna Health Clinics']);
    const byType = (await api.get('/api/businesses?sort=type:desc&limit=1')).body;
    expect(byType.items[0].businessTypeId).toBe(PRIVATE_COMPANY);
  });

  it('searches every word across name, industry, city and type, and filters by column', async () => {
    expect(names((await api.get('/api/businesses?q=private%20mombasa')).body)).toEqual([
      'Savanna Health Clinics',
    ]);
    expect(names((await api.get('/api/businesses?industry=Agriculture')).body)).toEqual([
      'Rift Valley Agri Co-op',
    ]);
    expect(names((await api.get('/api/businesses?name=valley')).body)).toEqual([
      'Rift Valley Agri Co-op',
    ]);
    const typed = (await api.get(`/api/businesses?businessTypeId=${PRIVATE_COMPANY}`)).body;
    expect(typed.total).toBe(2);
    // LIKE wildcards in the search match only themselves.
    expect((await api.get('/api/businesses?q=%25')).body.total).toBe(0);
  });

  it('answers bad page parameters with a 400 that names the parameter', async () => {
    const badSort = await api.get('/api/businesses?sort=city:up');
    expect(badSort.status).toBe(400);
    expect(badSort.body.error).toMatch(/^sort must be <field>:<asc\|desc>/);
    const badLimit = await api.get('/api/businesses?limit=0');
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.error).toBe('limit must be at least 1');
    const badIndustry = await api.get('/api/businesses?industry=Piracy');
    expect(badIndustry.status).toBe(400);
    expect(badIndustry.body.error).toMatch(/^industry must be one of/);
  });
});
