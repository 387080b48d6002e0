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
    expect(failed.error).toEqual({ status: 500, message: 'Failed to fetch things' });
  });
});
