import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import type { RemoteManifest } from '@switchboard/shared-data';

const config = {
  brandName: 'Switchboard',
  remotes: [],
  remoteLoadTimeoutMs: 8000,
  apiBaseUrl: 'http://127.0.0.1:4003/platform-api',
  authUrl: 'http://127.0.0.1:4003/platform-auth',
  anonKey: 'anon-key',
  adminAllowedEmails: [],
  adminAllowedDomainWords: [],
};

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const expiresAt = Math.floor(Date.now() / 1000) + 3600;
const accessToken = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: 'u1', exp: expiresAt, role: 'authenticated' })}.signature`;
const user = {
  id: 'u1',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'ada@switchboard.local',
  user_metadata: { username: 'Ada', RoleName: 'admin' },
  app_metadata: {},
  created_at: '2026-01-01T00:00:00Z',
};

/** The gateway's runtime config and the auth service's password grant, as the network answers. */
function fakeNetwork(): jest.Mock {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/runtime-config.json')) return Response.json(config);
    if (url.startsWith(`${config.authUrl}/auth/v1/token`)) {
      return Response.json({
        access_token: accessToken,
        refresh_token: 'refresh-1',
        token_type: 'bearer',
        expires_in: 3600,
        expires_at: expiresAt,
        user,
      });
    }
    return Response.json({ error: `unexpected ${url}` }, { status: 404 });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The Bots API as the API client reaches it: one bot, and every call's URL and token. */
async function fakeBotsApi() {
  const calls: { url: string; authorization: string | undefined }[] = [];
  const adapter: AxiosAdapter = async (request) => {
    calls.push({
      url: `${request.baseURL}${request.url}`,
      authorization: request.headers.get('Authorization')?.toString(),
    });
    return {
      data: [{ id: 'b1', name: 'Support bot' }],
      status: 200,
      statusText: 'OK',
      headers: {},
      config: request,
    };
  };
  // The axios of this test's module registry, the one the API clients are created from.
  const { default: axios } = await import('axios');
  axios.defaults.adapter = adapter;
  return calls;
}

/** A remote with one page that lists bots through the shared base API. */
async function mountTestRemote() {
  const { mountStandalone } = await import('./mount-standalone');
  const { useGetBotsQuery } = await import('@switchboard/shared-data');
  function BotsPage() {
    const { data } = useGetBotsQuery();
    return (
      <ul aria-label="Bots">
        {data?.map((bot) => (
          <li key={bot.id}>{bot.name}</li>
        ))}
      </ul>
    );
  }
  const manifest = {
    name: 'test',
    routes: [{ path: '/pages/test', page: async () => ({ default: BotsPage }) }],
    menu: [{ to: '/pages/test', label: 'Test page' }],
  } as unknown as RemoteManifest;
  document.body.innerHTML = '<div id="root"></div>';
  document.title = 'Switchboard · Test';
  await mountStandalone(manifest);
}

describe('mountStandalone', () => {
  beforeEach(() => {
    jest.resetModules();
    window.history.pushState({}, '', '/pages/test');
  });

  it('asks for a sign-in without a session, then shows the pages with data loaded with the token', async () => {
    const network = fakeNetwork();
    const calls = await fakeBotsApi();
    await mountTestRemote();

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(network).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-store' });
    expect(calls).toEqual([]);

    await userEvent.type(screen.getByLabelText(/^E-mail/), 'ada@switchboard.local');
    await userEvent.type(screen.getByLabelText(/^Password/), 'switchboard');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Support bot')).toBeVisible();
    expect(screen.getByText('ada@switchboard.local')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Test page' })).toHaveAttribute('href', '/pages/test');
    // The API client is the runtime config's, and sends the session's token.
    expect(calls).toEqual([
      { url: `${config.apiBaseUrl}/api/bots`, authorization: `Bearer ${accessToken}` },
    ]);
    // The stored login is written as in the console.
    expect(localStorage.getItem('authToken')).toBe(accessToken);
  });

  it('opens the pages at once when the browser still holds a session', async () => {
    fakeNetwork();
    const calls = await fakeBotsApi();
    await mountTestRemote();

    expect(await screen.findByText('Support bot')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(calls[0]?.authorization).toBe(`Bearer ${accessToken}`);
  });

  it('says so when the runtime config cannot be read', async () => {
    globalThis.fetch = jest.fn(async () =>
      Response.json({ error: 'down' }, { status: 502 }),
    ) as unknown as typeof fetch;
    await mountTestRemote();

    await waitFor(() =>
      expect(document.getElementById('root')).toHaveTextContent(
        'This remote could not start: runtime configuration answered 502',
      ),
    );
  });
});
