import { connectConsole, loadRuntimeConfig, type RemoteManifest } from '@switchboard/shared-data';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from '../app/console-app';
import { StandaloneApp } from './standalone-app';

/**
 * Renders a remote's pages on their own (`npm start -w mfe-x`) from its manifest, started
 * the way the shell starts (runtime config, session, API clients) and with the same
 * store, theme, toasts and router, so a team can work on its pages without the shell.
 */
export async function mountStandalone(
  manifest: RemoteManifest,
  containerId = 'root',
): Promise<void> {
  const container = document.getElementById(containerId);
  if (!container) throw new Error(`The page has no #${containerId} element`);
  const title = document.title;
  try {
    connectConsole(await loadRuntimeConfig());
  } catch (error) {
    container.textContent = `This remote could not start: ${error instanceof Error ? error.message : String(error)}. Is the gateway running (npm start)? Reload to try again.`;
    return;
  }
  createRoot(container).render(
    <ConsoleApp>
      <StandaloneApp manifest={manifest} title={title} />
    </ConsoleApp>,
  );
}
