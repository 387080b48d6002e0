import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { setApiClients } from '@switchboard/shared-data';

export interface FakeCall {
  target: 'api' | 'gateway';
  method: string;
  url: string;
  body: unknown;
  /** The If-Match the call sent, if any. */
  ifMatch?: string;
}

/** A handler answers with [status, body]; throwing simulates a request that got no answer. */
export type FakeHandler = (call: FakeCall) => [number, unknown] | Promise<[number, unknown]>;

/**
 * Both HTTP clients of the base API, answered by handlers keyed "METHOD /path" instead
 * of the network. Every request is recorded so tests can check order and payloads.
 */
export function fakeApi(handlers: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const client = (target: FakeCall['target']) => {
    const instance = axios.create({ baseURL: `http://${target}.test` });
    instance.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      const method = (config.method ?? 'get').toUpperCase();
      const call: FakeCall = {
        target,
        method,
        url: config.url ?? '',
        body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
        ifMatch: config.headers.get('If-Match')?.toString(),
      };
      calls.push(call);
      const handler = handlers[`${method} ${call.url}`];
      if (!handler) throw new Error(`No fake for ${method} ${call.url}`);
      let status: number;
      let data: unknown;
      try {
        [status, data] = await handler(call);
      } catch (error) {
        throw new AxiosError((error as Error).message, AxiosError.ERR_NETWORK, config);
      }
      const response: AxiosResponse = { data, status, statusText: '', headers: {}, config };
      if (status >= 400) {
        throw new AxiosError(`HTTP ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
      }
      return response;
    };
    return instance;
  };
  setApiClients({ api: client('api'), gateway: client('gateway') });
  return { calls, handlers };
}
