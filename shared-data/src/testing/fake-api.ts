import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { setApiClients } from '../api/base-api';

/** One request the page made, as the fake saw it. */
export interface FakeCall {
  /** Which of the base API's clients sent it: the Bots API or the gateway. */
  target: 'api' | 'gateway';
  method: string;
  url: string;
  body: unknown;
  params: Record<string, unknown>;
  /** The If-Match the request sent, if any. */
  ifMatch?: string;
  signal?: AbortSignal;
}

/**
 * [status, body, status text]; `null` leaves the request unanswered until it is aborted.
 * A handler that throws stands for a request that got no answer (a network error).
 */
export type FakeAnswer = readonly [number, unknown, string?] | null;
export type FakeHandler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;
/** A route table answers what it returns and 404 where it returns nothing. */
export type FakeRouteTable = (call: FakeCall) => FakeAnswer | undefined | Promise<FakeAnswer>;

export interface FakeApiOptions {
  /** The one client the code under test may use; a request on the other fails the test. */
  only?: FakeCall['target'];
}

/**
 * Points the base API's two clients at an in-memory backend instead of the network (unit
 * tests may fake the network, and only it). The backend is either handlers keyed
 * "METHOD /path", where a request without one fails the test, or one route table. Every
 * request is recorded, in order, for assertions. Uploads report their bytes in two halves,
 * as a real upload reports progress.
 */
export function fakeApi(
  backend: Record<string, FakeHandler> | FakeRouteTable,
  { only }: FakeApiOptions = {},
): FakeCall[] {
  const calls: FakeCall[] = [];
  const handlerFor = (call: FakeCall): FakeRouteTable => {
    if (typeof backend === 'function') return backend;
    const handler = backend[`${call.method} ${call.url}`];
    if (!handler) throw new Error(`No fake for ${call.method} ${call.url}`);
    return handler;
  };
  const client = (target: FakeCall['target']) => {
    const instance = axios.create({ baseURL: `http://${target}.test` });
    instance.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      if (only && target !== only) throw new Error(`This code calls only the ${only} client`);
      const call: FakeCall = {
        target,
        method: (config.method ?? 'get').toUpperCase(),
        url: config.url ?? '',
        body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
        params: (config.params ?? {}) as Record<string, unknown>,
        ifMatch: config.headers.get('If-Match')?.toString(),
        signal: config.signal as AbortSignal | undefined,
      };
      calls.push(call);
      if (config.data instanceof FormData && config.onUploadProgress) {
        for (const loaded of [50, 100])
          config.onUploadProgress({ loaded, total: 100, bytes: 50, lengthComputable: true });
      }
      const handler = handlerFor(call);
      let result: FakeAnswer | undefined;
      try {
        result = await handler(call);
      } catch (error) {
        throw new AxiosError((error as Error).message, AxiosError.ERR_NETWORK, config);
      }
      if (result === null) {
        return new Promise<AxiosResponse>((_resolve, reject) =>
          call.signal?.addEventListener('abort', () =>
            reject(new AxiosError('canceled', AxiosError.ERR_CANCELED, config)),
          ),
        );
      }
      const [status, data, statusText = String(status)] = result ?? [404, { error: 'Not found' }];
      const response: AxiosResponse = { data, status, statusText, headers: {}, config };
      if (status >= 400)
        throw new AxiosError(`HTTP ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
      return response;
    };
    return instance;
  };
  setApiClients({ api: client('api'), gateway: client('gateway') });
  return calls;
}
