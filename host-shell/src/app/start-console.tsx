import { connectApiClients, type RuntimeConfig } from '@switchboard/shared-data';
import type { ReactElement } from 'react';
import type { Root } from 'react-dom/client';
import type { ConsoleControls } from '../login/console-handover';
import { preloadRemoteManifests } from '../federation/load-remote-manifest';
import { registerConsoleRemotes } from '../federation/remote-registry';
import { App } from './app';

let connected = false;

/** What only the console behind the login page uses: the API clients and the remotes. */
function connect(config: RuntimeConfig): void {
  if (connected) return;
  connected = true;
  connectApiClients(config);
  registerConsoleRemotes(config.remotes, config.remoteLoadTimeoutMs);
}

/**
 * While the visitor signs in: readies the console and fetches what the first page after
 * sign-in needs from the remotes, their manifests (menu, routes, dashboard widgets).
 */
function prepareConsole(config: RuntimeConfig): void {
  connect(config);
  preloadRemoteManifests(config.remotes);
}

/** The console to render, readied first if the login page did not already. */
function startConsole(config: RuntimeConfig): ReactElement {
  connect(config);
  return <App config={config} />;
}

/** The console as the login page drives it: readied while the visitor types, shown once signed in. */
export function consoleControls(root: Root, config: RuntimeConfig): ConsoleControls {
  return {
    prepare: () => prepareConsole(config),
    show: () => root.render(startConsole(config)),
  };
}
