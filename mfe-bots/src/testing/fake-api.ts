import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { setApiClients } from '@switchboard/shared-data';

export interface FakeRequest {
  method: string;
  url: string;
  data: unknown;
  params: unknown;
  /** The If-Match the request sent, if any. */
  ifMatch?: string;
}

/** Answers [status, body]; a status of 0 stands for a request that never got an answer. */
export type FakeHandler = (request: FakeRequest) => [number, unknown] | Promise<[number, unknown]>;

/** Points the base API at an in-memory backend: both clients go to `handler`, which records calls. */
export function fakeApi(handler: FakeHandler) {
  const calls: FakeRequest[] = [];
  const adapter = async (config: InternalAxiosRequestConfig) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      params: config.params,
      ifMatch: config.headers.get('If-Match')?.toString(),
    };
    calls.push(request);
    const [status, data] = await handler(request);
    if (status === 0) throw new AxiosError('connect ECONNREFUSED', 'ERR_NETWORK', config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    }
    return response;
  };
  const client = axios.create();
  client.defaults.adapter = adapter;
  setApiClients({ api: client, gateway: client });
  return calls;
}
