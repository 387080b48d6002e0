import axios, { type AxiosRequestConfig } from 'axios';
import { createAppStore } from '../store/store';
import { baseApi, setApiClients } from './base-api';
import { rowEndpoints } from './row-endpoints';

interface Thing {
  id: string;
  name: string;
}
interface ThingPage {
  items: Thing[];
  total: number;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Thing'] }).injectEndpoints({
  endpoints: (build) => {
    const rows = rowEndpoints<Thing, { name: string }, 'Thing'>(build, {
      path: '/things',
      tag: 'Thing',
      messages: { list: 'list', create: 'create', update: 'update', delete: 'delete' },
    });
    return {
      getThings: rows.list,
      getThingPage: build.query<ThingPage, { offset: number }>({
        query: (params) => ({ url: '/things', params }),
        providesTags: (page) => [
          { type: 'Thing', id: 'LIST' },
          ...(page?.items ?? []).map(({ id }) => ({ type: 'Thing' as const, id })),
        ],
      }),
      getThing: build.query<Thing, string>({
        query: (id) => ({ url: `/things/${id}` }),
        providesTags: (_thing, _error, id) => [{ type: 'Thing', id }],
      }),
      deleteThing: rows.remove,
    };
  },
});

const one = { id: '1', name: 'one' };
const two = { id: '2', name: 'two' };

/** A server whose DELETE waits until the test answers it. */
function fakeServer() {
  let answerDelete: (status: number) => void = () => undefined;
  const client = axios.create({ baseURL: 'http://api.test' });
  client.defaults.adapter = async (config: AxiosRequestConfig) => {
    const reply = (status: number, data: unknown) => {
      const response = { data, status, statusText: '', headers: {}, config } as never;
      if (status < 400) return response;
      throw new axios.AxiosError('refused', 'ERR_BAD_REQUEST', config as never, {}, response);
    };
    if (config.method === 'delete') {
      const status = await new Promise<number>((resolve) => (answerDelete = resolve));
      return reply(status, status < 400 ? { message: 'deleted', id: '1' } : { error: 'in use' });
    }
    if (config.url === '/things/1') return reply(200, one);
    if (config.params) return reply(200, { items: [one, two], total: 7 });
    return reply(200, [one, two]);
  };
  setApiClients({ api: client, gateway: client });
  return { answerDelete: (status: number) => answerDelete(status) };
}

async function storeWithEveryView() {
  const store = createAppStore();
  await store.dispatch(api.endpoints.getThings.initiate());
  await store.dispatch(api.endpoints.getThingPage.initiate({ offset: 0 }));
  await store.dispatch(api.endpoints.getThing.initiate('1'));
  // The app store's type knows the base API only, not the tag this test injects.
  const state = () => store.getState() as never;
  const views = () => ({
    list: api.endpoints.getThings.select()(state()).data,
    page: api.endpoints.getThingPage.select({ offset: 0 })(state()).data,
    row: api.endpoints.getThing.select('1')(state()).data,
  });
  return { store, views };
}

describe('deleting a row', () => {
  it('takes it out of every list and page at once, and leaves one-row views alone', async () => {
    const server = fakeServer();
    const { store, views } = await storeWithEveryView();
    const deletion = store.dispatch(api.endpoints.deleteThing.initiate('1'));
    await Promise.resolve();
    expect(views()).toEqual({ list: [two], page: { items: [two], total: 6 }, row: one });
    server.answerDelete(200);
    await deletion;
  });

  it('puts it back everywhere when the server refuses', async () => {
    const server = fakeServer();
    const { store, views } = await storeWithEveryView();
    const deletion = store.dispatch(api.endpoints.deleteThing.initiate('1'));
    await Promise.resolve();
    expect(views().list).toEqual([two]);
    server.answerDelete(409);
    await deletion;
    expect(views()).toEqual({ list: [one, two], page: { items: [one, two], total: 7 }, row: one });
  });
});
