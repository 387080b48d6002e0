import { deserialize, serialize } from 'node:v8';
import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { setApiClients } from '@switchboard/shared-data';

// The charts' gesture layer clones its options with structuredClone, which jsdom lacks.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;

export interface FakeCall {
  url: string;
  params: Record<string, string>;
  signal: AbortSignal | undefined;
}

/** [status, body] for an answer; null keeps the request open until it is aborted. */
export type FakeAnswer = [number, unknown] | null;

/** The base API's clients answered in memory, recording every call with its abort signal. */
export function fakeGateway(answer: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>) {
  const calls: FakeCall[] = [];
  const client = axios.create();
  client.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const call: FakeCall = {
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, string>,
      signal: config.signal as AbortSignal | undefined,
    };
    calls.push(call);
    const result = await answer(call);
    if (result === null)
      return new Promise((_resolve, reject) =>
        call.signal?.addEventListener('abort', () =>
          reject(new AxiosError('canceled', AxiosError.ERR_CANCELED, config)),
        ),
      );
    const [status, data] = result;
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400)
      throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  setApiClients({ api: client, gateway: client });
  return calls;
}

export const BOT = { id: 'bot-1', name: 'Support', botPath: 'http://x/kb/s', status: 'ACTIVE' };
export const OTHER_BOT = { id: 'bot-2', name: 'HR', botPath: 'http://x/kb/h', status: 'ACTIVE' };

/** The endpoint path of a gateway analytics call: `usage/traffic` for `/api/bot-services/b/analytics/usage/traffic`. */
export const endpointOf = (url: string) => url.split('/analytics/')[1] ?? '';

export const answerOf = (data: unknown): [number, unknown] => [
  200,
  { service: 's', window_days: 30, from: '', to: '', generated_at: '', data },
];
