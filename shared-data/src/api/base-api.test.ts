import axios from 'axios';
import { createAppStore } from '../store/store';
import { baseApi, setApiClients } from './base-api';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getThing: build.query<{ name: string }, string>({
      query: (id) => ({ url: `/things/${id}`, errorMessage: 'Failed to fetch things' }),
    }),
  }),
});

describe('the base API', () => {
  it('runs injected endpoints through the configured client and applies the error rule', async () => {
    const client = axios.create({ baseURL: 'http://api.test' });
    client.defaults.adapter = async (config) => {
      if (config.url === '/things/1')
        return { data: { name: 'one' }, status: 200, statusText: 'OK', headers: {}, config };
      const error = new axios.AxiosError(
        'nope',
        'ERR_BAD_REQUEST',
        config,
        {},
        { data: {}, status: 500, statusText: 'x', headers: {}, config },
      );
      throw error;
    };
    setApiClients({ api: client, gateway: client });
    const store = createAppStore();
    const ok = await store.dispatch(api.endpoints.getThing.initiate('1'));
    expect(ok.data).toEqual({ name: 'one' });
    const failed = await store.dispatch(api.endpoints.getThing.initiate('2'));
    expect(failed.error).toEqual({
      status: 500,
      statusText: 'x',
      message: 'Failed to fetch things',
      body: {},
    });
  });

  it('reports upload progress from the HTTP layer to the caller, and keeps the callback out of serializability warnings', async () => {
    const sendUpload = baseApi.injectEndpoints({
      endpoints: (build) => ({
        sendUpload: build.mutation<{ ok: boolean }, { onProgress: (fraction: number) => void }>({
          query: ({ onProgress }) => ({
            url: '/upload',
            method: 'POST',
            data: {},
            onUploadProgress: onProgress,
          }),
        }),
      }),
    });
    const client = axios.create({ baseURL: 'http://api.test' });
    client.defaults.adapter = async (config) => {
      config.onUploadProgress?.({ loaded: 50, total: 200, bytes: 50, lengthComputable: true });
      config.onUploadProgress?.({ loaded: 200, total: 200, bytes: 150, lengthComputable: true });
      return { data: { ok: true }, status: 200, statusText: 'OK', headers: {}, config };
    };
    setApiClients({ api: client, gateway: client });
    const warn = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: number[] = [];
    const store = createAppStore();
    const result = await store.dispatch(
      sendUpload.endpoints.sendUpload.initiate({ onProgress: (f) => seen.push(f) }),
    );
    expect(result.data).toEqual({ ok: true });
    expect(seen).toEqual([0.25, 1]);
    expect(
      warn.mock.calls.filter(([message]) => String(message).includes('non-serializable')),
    ).toEqual([]);
    warn.mockRestore();
  });

  it('sends a new Idempotency-Key with each create (one per user action) and none on reads', async () => {
    const create = baseApi.injectEndpoints({
      endpoints: (build) => ({
        createThing: build.mutation<{ ok: boolean }, void>({
          query: () => ({ url: '/things', method: 'POST', data: {} }),
        }),
        searchThings: build.query<{ ok: boolean }, void>({
          query: () => ({ url: '/things/search', method: 'POST', data: {} }),
        }),
      }),
    });
    const client = axios.create({ baseURL: 'http://api.test' });
    const keys: (string | undefined)[] = [];
    client.defaults.adapter = async (config) => {
      keys.push(config.headers.get('Idempotency-Key') as string | undefined);
      return { data: { ok: true }, status: 200, statusText: 'OK', headers: {}, config };
    };
    setApiClients({ api: client, gateway: client });
    const store = createAppStore();
    await store.dispatch(create.endpoints.createThing.initiate());
    await store.dispatch(create.endpoints.createThing.initiate());
    await store.dispatch(api.endpoints.getThing.initiate('1'));
    await store.dispatch(create.endpoints.searchThings.initiate());
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBeUndefined();
    expect(keys[3]).toBeUndefined();
  });
});
