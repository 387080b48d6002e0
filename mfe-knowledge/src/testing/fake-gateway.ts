import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { setApiClients } from '@switchboard/shared-data';

export interface GatewayCall {
  method: string;
  url: string;
  body: unknown;
}

/** [status, body, status text]; a handler may also throw to mean "no answer". */
export type GatewayAnswer = [number, unknown, string?];
export type GatewayHandler = (call: GatewayCall) => GatewayAnswer | Promise<GatewayAnswer>;

/**
 * The gateway as the knowledge pages see it, answered by handlers keyed "METHOD /path".
 * Uploads report their bytes as sent in two halves, as a real upload reports progress.
 */
export function fakeGateway(handlers: Record<string, GatewayHandler>) {
  const calls: GatewayCall[] = [];
  const gateway = axios.create({ baseURL: 'http://gateway.test' });
  gateway.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const call = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.url}`];
    if (!handler) throw new Error(`No fake for ${call.method} ${call.url}`);
    if (config.data instanceof FormData && config.onUploadProgress) {
      for (const loaded of [50, 100])
        config.onUploadProgress({ loaded, total: 100, bytes: 50, lengthComputable: true });
    }
    const [status, data, statusText = ''] = await handler(call);
    const response = { data, status, statusText, headers: {}, config };
    if (status >= 400)
      throw new AxiosError(`HTTP ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  const unused = axios.create();
  unused.defaults.adapter = async () => {
    throw new Error('knowledge pages call only the gateway');
  };
  setApiClients({ api: unused, gateway });
  return calls;
}
