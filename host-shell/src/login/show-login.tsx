import { startSession } from '@switchboard/shared-auth';
import {
  loadRuntimeConfig,
  setRuntimeConfig,
  type RuntimeConfig,
} from '@switchboard/shared-data/runtime-config';
import { createRoot, type Root } from 'react-dom/client';
import { LoginScreen } from '../auth/login-screen';
import type { ConsoleControls } from './console-handover';

/** Shown in place of the page when the console cannot start. */
export function showStartFailure(error: unknown) {
  const root = document.getElementById('root');
  if (root) {
    root.textContent = `The console could not start: ${error instanceof Error ? error.message : String(error)}. Reload to try again.`;
  }
  console.error(error);
}

/** What every first load does before it shows anything: the config, the session, the root. */
export async function startShell(): Promise<{ config: RuntimeConfig; root: Root }> {
  const config = await loadRuntimeConfig();
  setRuntimeConfig(config);
  startSession(config);
  document.title = config.brandName;
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  return { config, root: createRoot(container) };
}

/**
 * The login page of a first load: the form alone. The console follows once the visitor
 * starts typing (so it is usually there when the form is sent) or signs in.
 */
export function showLoginForm(
  root: Root,
  config: RuntimeConfig,
  loadConsole: () => Promise<ConsoleControls>,
): void {
  document.getElementById('root')!.addEventListener(
    'input',
    // A failure here shows when the console itself is shown, after sign-in.
    () =>
      void loadConsole().then(
        (controls) => controls.prepare(),
        () => undefined,
      ),
    { once: true },
  );
  const onSignedIn = (returnUrl: string) => {
    window.history.replaceState(null, '', returnUrl);
    loadConsole()
      .then((controls) => controls.show())
      .catch(showStartFailure);
  };
  root.render(<LoginScreen brandName={config.brandName} onSignedIn={onSignedIn} />);
}
