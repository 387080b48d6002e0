import { loadRuntimeConfig } from './runtime-config';

const CONFIG = {
  brandName: 'Carewell',
  remotes: [{ name: 'bots', entry: 'http://127.0.0.1:4001/mf-manifest.json' }],
  remoteLoadTimeoutMs: 8000,
  apiBaseUrl: 'http://127.0.0.1:4100',
  authUrl: 'http://127.0.0.1:4100',
  anonKey: 'anon',
  adminAllowedEmails: [],
  adminAllowedDomainWords: [],
};

function pageCarries(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'runtime-config';
  element.textContent = text;
  document.head.append(element);
}

const fetchMock = jest.fn();
const realFetch = globalThis.fetch;

afterAll(() => {
  globalThis.fetch = realFetch;
});

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});

afterEach(() => document.getElementById('runtime-config')?.remove());

it('takes the configuration the gateway wrote into the page, without a request', async () => {
  pageCarries(JSON.stringify(CONFIG));
  await expect(loadRuntimeConfig()).resolves.toMatchObject({ brandName: 'Carewell' });
  expect(fetchMock).not.toHaveBeenCalled();
});

it('asks for the file when the page carries none (a standalone dev page)', async () => {
  fetchMock.mockResolvedValue(new Response(JSON.stringify(CONFIG)));
  await expect(loadRuntimeConfig()).resolves.toMatchObject({ brandName: 'Carewell' });
  expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-store' });
});

it('refuses a page copy that is not JSON or not a configuration', async () => {
  pageCarries('{not json');
  await expect(loadRuntimeConfig()).rejects.toThrow(/malformed: the page holds no JSON/);
  document.getElementById('runtime-config')!.textContent = JSON.stringify({ brandName: 1 });
  await expect(loadRuntimeConfig()).rejects.toThrow(/malformed/);
  expect(fetchMock).not.toHaveBeenCalled();
});
