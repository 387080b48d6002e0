import { currentAccessToken, refreshAccessToken, startSession } from '@switchboard/shared-auth';
import { setRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { createHttpClient } from '../http/http-client';
import { setApiClients } from './base-api';

/**
 * The two API clients (the Bots API, and the console's own origin for the gateway's
 * routes), both sending the session's token and refreshing it once after a 401. The shell
 * connects them when it loads the console behind its login page.
 */
export function connectApiClients(config: RuntimeConfig): void {
  const auth = { getAccessToken: currentAccessToken, refreshAccessToken };
  setApiClients({
    api: createHttpClient({ baseURL: config.apiBaseUrl, ...auth }),
    gateway: createHttpClient({ baseURL: window.location.origin, ...auth }),
  });
}

/**
 * Everything a page needs before it can load data: the runtime config, the session and the
 * API clients. A remote's standalone mode starts this way; the shell does the same in two
 * steps so its login page needs neither the store nor the clients.
 */
export function connectConsole(config: RuntimeConfig): void {
  setRuntimeConfig(config);
  startSession(config);
  connectApiClients(config);
}
