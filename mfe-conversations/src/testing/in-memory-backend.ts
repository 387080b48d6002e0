import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { setApiClients } from '@switchboard/shared-data';

export interface SeenRequest {
  method: string;
  url: string;
  data: unknown;
  params: Record<string, unknown> | undefined;
}

/** [status, body]; the route table answers 404 for anything it does not know. */
export type Route = (request: SeenRequest) => [number, unknown] | undefined;

/**
 * The base API's clients pointed at an in-memory backend; unit tests may fake the
 * network (and only the network). Every request is recorded for assertions.
 */
export function inMemoryBackend(route: Route) {
  const seen: SeenRequest[] = [];
  const client = axios.create();
  client.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      params: config.params,
    };
    seen.push(request);
    const [status, data] = route(request) ?? [404, { error: 'Not found' }];
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400)
      throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  setApiClients({ api: client, gateway: client });
  return seen;
}
