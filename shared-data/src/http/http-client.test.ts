import axios, { type AxiosAdapter } from 'axios';
import { createHttpClient } from './http-client';

function adapterAnswering(statuses: number[]): {
  adapter: AxiosAdapter;
  seenTokens: (string | undefined)[];
} {
  const seenTokens: (string | undefined)[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seenTokens.push(config.headers.get('Authorization') as string | undefined);
    const status = statuses.shift() ?? 200;
    const response = { data: { status }, status, statusText: String(status), headers: {}, config };
    if (status >= 400)
      throw new axios.AxiosError('failed', 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
  return { adapter, seenTokens };
}

describe('createHttpClient', () => {
  it('sends the current access token', async () => {
    const { adapter, seenTokens } = adapterAnswering([200]);
    const client = createHttpClient({
      baseURL: 'http://api.test',
      getAccessToken: () => 'token-1',
    });
    client.defaults.adapter = adapter;
    await client.get('/x');
    expect(seenTokens).toEqual(['Bearer token-1']);
  });

  it('refreshes once after a 401 and retries with the new token', async () => {
    let token = 'old';
    const refresh = jest.fn(async () => {
      token = 'new';
      return token;
    });
    const { adapter, seenTokens } = adapterAnswering([401, 200]);
    const client = createHttpClient({
      baseURL: 'http://api.test',
      getAccessToken: () => token,
      refreshAccessToken: refresh,
    });
    client.defaults.adapter = adapter;
    await expect(client.get('/x')).resolves.toMatchObject({ status: 200 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seenTokens).toEqual(['Bearer old', 'Bearer new']);
  });

  it('gives up after a second 401 instead of looping', async () => {
    const refresh = jest.fn(async () => 'new');
    const { adapter, seenTokens } = adapterAnswering([401, 401, 200]);
    const client = createHttpClient({
      baseURL: 'http://api.test',
      getAccessToken: () => 't',
      refreshAccessToken: refresh,
    });
    client.defaults.adapter = adapter;
    await expect(client.get('/x')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seenTokens).toHaveLength(2);
  });

  it('does not retry when the refresh fails', async () => {
    const { adapter, seenTokens } = adapterAnswering([401, 200]);
    const client = createHttpClient({
      baseURL: 'http://api.test',
      refreshAccessToken: async () => null,
    });
    client.defaults.adapter = adapter;
    await expect(client.get('/x')).rejects.toMatchObject({ response: { status: 401 } });
    expect(seenTokens).toHaveLength(1);
  });
});
