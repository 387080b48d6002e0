import { connectApiClients, type RuntimeConfig } from '@switchboard/shared-data';
import type { ReactElement } from 'react';
import { registerConsoleRemotes } from '../federation/remote-registry';
import { App } from './app';

/**
 * Readies what only the console behind the login page uses (the API clients and the
 * remotes) and gives the console to render. Called once per page, when the console is
 * first shown.
 */
export function startConsole(config: RuntimeConfig): ReactElement {
  connectApiClients(config);
  registerConsoleRemotes(config.remotes, config.remoteLoadTimeoutMs);
  return <App config={config} />;
}
