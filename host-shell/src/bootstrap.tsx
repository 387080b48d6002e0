import { currentAccessToken, refreshAccessToken, startSession } from '@switchboard/shared-auth';
import {
  createHttpClient,
  setApiClients,
  setRuntimeConfig,
  store,
  type RuntimeConfig,
} from '@switchboard/shared-data';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerConsoleRemotes } from './federation/remote-registry';

async function start() {
  const response = await fetch('/runtime-config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`runtime configuration answered ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  setRuntimeConfig(config);
  startSession(config, store.dispatch);
  const auth = { getAccessToken: currentAccessToken, refreshAccessToken };
  setApiClients({
    api: createHttpClient({ baseURL: config.apiBaseUrl, ...auth }),
    gateway: createHttpClient({ baseURL: window.location.origin, ...auth }),
  });
  registerConsoleRemotes(config.remotes, config.remoteLoadTimeoutMs);
  document.title = config.brandName;
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<App config={config} />);
}

start().catch((error: unknown) => {
  const root = document.getElementById('root');
  if (root) {
    root.textContent = `The console could not start: ${error instanceof Error ? error.message : String(error)}. Reload to try again.`;
  }
  console.error(error);
});
