import { DEV_SUPABASE_ANON_KEY } from '@switchboard/server-kit/dev-anon-key';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/sign-in';

// A browser replay of a probe: two people edited one business and the second save silently
// wiped the first. Now the second is told, sees both values, and chooses.
const platformUrl = () => process.env.E2E_PLATFORM_URL!;

/** The other person: a second admin session, straight against the Bots API. */
async function otherAdmin(request: APIRequestContext) {
  const signedIn = await request.post(`${platformUrl()}/auth/v1/token?grant_type=password`, {
    headers: { apikey: process.env.SUPABASE_ANON_KEY ?? DEV_SUPABASE_ANON_KEY },
    data: { email: 'superuser@switchboard.local', password: 'switchboard' },
  });
  expect(signedIn.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await signedIn.json()).access_token}` };
  return {
    create: async (name: string) =>
      (await request.post(`${platformUrl()}/api/businesses`, { headers, data: { name } })).json(),
    update: (id: string, data: object) =>
      request.put(`${platformUrl()}/api/businesses/${id}`, { headers, data }),
    read: async (id: string) =>
      (await request.get(`${platformUrl()}/api/businesses/${id}`, { headers })).json(),
  };
}

test('a stale save in the business sheet shows both values and keeps the typed input', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 412 \(Precondition Failed\)/);
  const other = await otherAdmin(request);
  const name = `E2E Stale ${Date.now()}`;
  const business = await other.create(name);
  await signIn(page, 'admin@switchboard.local', '/setup/businesses');
  await page.getByRole('searchbox').fill(name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const sheet = page.getByRole('dialog', { name: 'Edit business' });
  await expect(sheet.getByLabel(/^Business name/)).toHaveValue(name);

  // Someone else saves the city while this sheet is open.
  expect((await other.update(business.id, { city: 'Kisumu' })).status()).toBe(200);

  await sheet.getByLabel('City').fill('Nakuru');
  await sheet.getByRole('button', { name: 'Save' }).click();
  const notice = sheet.getByRole('alert').filter({ hasText: 'Someone else saved this record' });
  await expect(notice.getByRole('row', { name: /City/ })).toHaveText(/CityKisumuNakuru/);
  await expect(sheet.getByLabel('City')).toHaveValue('Nakuru');
  expect((await other.read(business.id)).city).toBe('Kisumu');

  await notice.getByRole('button', { name: 'Overwrite with mine' }).click();
  await expect(page.getByText('Business updated successfully', { exact: true })).toBeVisible();
  await expect(sheet).toBeHidden();
  expect((await other.read(business.id)).city).toBe('Nakuru');
});

test('30 concurrent read-modify-write cycles from the console origin lose no update', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 412 \(Precondition Failed\)/);
  const other = await otherAdmin(request);
  const business = await other.create(`E2E Contended ${Date.now()}`);
  await signIn(page, 'admin@switchboard.local', '/setup/businesses');
  // The same cross-origin calls the console makes: CORS must let If-Match out and ETag in.
  const statuses = await page.evaluate(
    async ({ platform, anonKey, id }) => {
      const signedIn = await fetch(`${platform}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@switchboard.local', password: 'switchboard' }),
      });
      const headers = {
        authorization: `Bearer ${(await signedIn.json()).access_token}`,
        'content-type': 'application/json',
      };
      const url = `${platform}/api/businesses/${id}`;
      const reads = await Promise.all(Array.from({ length: 30 }, () => fetch(url, { headers })));
      const writes = await Promise.all(
        reads.map((read, writer) =>
          fetch(url, {
            method: 'PUT',
            headers: { ...headers, 'if-match': read.headers.get('etag') ?? '' },
            body: JSON.stringify({ city: `Writer ${writer}` }),
          }),
        ),
      );
      return writes.map((write) => write.status);
    },
    {
      platform: platformUrl(),
      anonKey: process.env.SUPABASE_ANON_KEY ?? DEV_SUPABASE_ANON_KEY,
      id: business.id,
    },
  );
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 412)).toHaveLength(29);
});
