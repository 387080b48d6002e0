import type { Dispatch } from '@reduxjs/toolkit';
import { currentAccessToken, refreshAccessToken, startSession } from '@switchboard/shared-auth';
import { setRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { createHttpClient } from '../http/http-client';
import { setApiClients } from './base-api';

/** What the gateway (or a remote's standalone dev server, which forwards it) serves. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/runtime-config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`runtime configuration answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}

/**
 * Everything a page needs before it can load data, done the same way by the shell and by
 * every remote's standalone mode: the runtime config, the session, and the two API
 * clients (the Bots API, and the console's own origin for the gateway's routes), both
 * sending the session's token and refreshing it once after a 401.
 */
export function connectConsole(config: RuntimeConfig, dispatch: Dispatch): void {
  setRuntimeConfig(config);
  startSession(config, dispatch);
  const auth = { getAccessToken: currentAccessToken, refreshAccessToken };
  setApiClients({
    api: createHttpClient({ baseURL: config.apiBaseUrl, ...auth }),
    gateway: createHttpClient({ baseURL: window.location.origin, ...auth }),
  });
}
