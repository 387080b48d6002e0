import { usePlatformApi } from '../../testing/platform-fixture';

const { api } = usePlatformApi();

describe('business types', () => {
  it('lists the seeded types and runs create, update and delete', async () => {
    const list = await api.get('/api/business-types');
    expect(list.body).toHaveLength(3);
    expect(Object.keys(list.body[0]).sort()).toEqual([
      'code',
      'createdAt',
      'description',
      'id',
      'name',
      'updatedAt',
    ]);
    const created = await api.post('/api/business-types', {
      name: 'Cooperative',
      code: 'COOP',
      description: 'Member owned',
    });
    expect(created.status).toBe(201);
    const updated = await api.put(`/api/business-types/${created.body.id}`, {
      description: 'Owned by members',
    });
    expect(updated.body).toMatchObject({ name: 'Cooperative', description: 'Owned by members' });
    expect((await api.delete(`/api/business-types/${created.body.id}`)).status).toBe(200);
    expect((await api.get(`/api/business-types/${created.body.id}`)).body).toEqual({
      error: 'Business type not found',
    });
  });

  it('validates names, codes and ids', async () => {
    expect((await api.post('/api/business-types', {})).body).toEqual({ error: 'Name is required' });
    expect((await api.post('/api/business-types', { name: ' ' })).body).toEqual({
      error: 'Name is required',
    });
    expect((await api.post('/api/business-types', { name: 'Government Agency' })).body).toEqual({
      error: 'A business type with this name already exists',
    });
    expect((await api.post('/api/business-types', { name: 'Other', code: 'GOV' })).status).toBe(
      409,
    );
    expect((await api.post('/api/business-types', { name: 'Other', description: 7 })).status).toBe(
      400,
    );
    expect((await api.put('/api/business-types/nope', { name: 'x' })).status).toBe(404);
    expect(
      (await api.delete('/api/business-types/00000000-0000-4000-8000-00000000ffff')).status,
    ).toBe(404);
  });

  it('refuses to delete a type in use and says how many businesses use it', async () => {
    const result = await api.delete('/api/business-types/00000000-0000-4000-8000-000000000102');
    expect(result.status).toBe(409);
    expect(result.body.error).toBe(
      'Business type is used by 2 businesses; reassign or delete them first',
    );
  });
});

describe('businesses', () => {
  it('creates a business with defaults and every spec field', async () => {
    const created = await api.post('/api/businesses', {
      name: 'Lakeside Water',
      businessTypeId: '00000000-0000-4000-8000-000000000102',
      industry: 'Energy & Utilities',
      email: 'info@lakeside.example',
      website: 'https://lakeside.example',
      contactEmail: '',
      phone: '+254 711 000 000',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      country: 'Kenya',
      isActive: true,
      isVerified: false,
      contactEmail: null,
    });
    expect(Object.keys(created.body).sort()).toEqual(
      [
        'address',
        'agencyCode',
        'businessTypeId',
        'city',
        'collectionId',
        'contactEmail',
        'contactPerson',
        'contactPhone',
        'contactTitle',
        'country',
        'createdAt',
        'department',
        'description',
        'email',
        'id',
        'industry',
        'isActive',
        'isVerified',
        'ministry',
        'name',
        'phone',
        'postalCode',
        'registrationNumber',
        'taxIdNumber',
        'updatedAt',
        'website',
      ].sort(),
    );
    const id = created.body.id;
    const updated = await api.put(`/api/businesses/${id}`, { isVerified: true, city: 'Kisumu' });
    expect(updated.body).toMatchObject({
      isVerified: true,
      city: 'Kisumu',
      name: 'Lakeside Water',
      country: 'Kenya',
    });
    expect((await api.get(`/api/businesses/${id}`)).body.city).toBe('Kisumu');
    expect(
      (await api.get('/api/businesses')).body.some((row: { id: string }) => row.id === id),
    ).toBe(true);
    expect((await api.delete(`/api/businesses/${id}`)).status).toBe(200);
    expect((await api.get(`/api/businesses/${id}`)).body).toEqual({ error: 'Business not found' });
  });

  it('refuses bad business input', async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /^Business name is required$/],
      [{ name: '' }, /^Business name is required$/],
      [{ name: 'x', email: 'not-an-email' }, /E-mail must be a valid e-mail/],
      [{ name: 'x', contactEmail: 'a@' }, /Contact e-mail must be a valid e-mail/],
      [{ name: 'x', website: 'ftp://files.example' }, /Website must be a web address/],
      [{ name: 'x', isActive: 'yes' }, /isActive must be true or false/],
      [{ name: 'x', industry: 'Piracy' }, /Industry must be one of/],
      [{ name: 'x', businessTypeId: 'abc' }, /Business type must be a UUID/],
      [{ name: 'x', phone: 'call me' }, /Phone must be a phone number/],
      [{ name: 'x', address: 'a'.repeat(600) }, /^Address must be at most 500 characters$/],
      [{ name: 'n'.repeat(121) }, /^Business name must be at most 120 characters$/],
    ];
    for (const [body, message] of cases) {
      const result = await api.post('/api/businesses', body);
      expect({ body, status: result.status }).toEqual({ body, status: 400 });
      expect(result.body.error).toMatch(message);
    }
    const unknownType = await api.post('/api/businesses', {
      name: 'x',
      businessTypeId: '00000000-0000-4000-8000-00000000ffff',
    });
    expect(unknownType).toMatchObject({ status: 400, body: { error: 'Business type not found' } });
    expect(
      (await api.put('/api/businesses/00000000-0000-4000-8000-000000000201', { name: '' })).body
        .error,
    ).toBe('Business name is required');
    expect((await api.delete('/api/businesses/xyz')).status).toBe(404);
  });
});
