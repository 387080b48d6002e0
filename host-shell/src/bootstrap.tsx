import { startSession } from '@switchboard/shared-auth';
import {
  loadRuntimeConfig,
  setRuntimeConfig,
  type RuntimeConfig,
} from '@switchboard/shared-data/runtime-config';
import { createRoot, type Root } from 'react-dom/client';
import { LoginScreen } from './auth/login-screen';

/**
 * The console behind the sign-in form: its store, API clients, router, layout, pages and
 * remotes. Nothing here imports it statically, so the login page loads none of it.
 */
let consoleModule: Promise<typeof import('./app/start-console')> | null = null;
const loadConsole = () => (consoleModule ??= import('./app/start-console'));

function showStartFailure(error: unknown) {
  const root = document.getElementById('root');
  if (root) {
    root.textContent = `The console could not start: ${error instanceof Error ? error.message : String(error)}. Reload to try again.`;
  }
  console.error(error);
}

async function showConsole(root: Root, config: RuntimeConfig) {
  const { startConsole } = await loadConsole();
  root.render(startConsole(config));
}

async function start() {
  const config = await loadRuntimeConfig();
  setRuntimeConfig(config);
  startSession(config);
  document.title = config.brandName;
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  if (window.location.pathname !== '/auth/login') return showConsole(root, config);
  // A first load of the login page shows the form alone; the console and the remotes'
  // manifests follow once the visitor starts typing (so they are usually there when the
  // form is sent) or signs in.
  container.addEventListener(
    'input',
    // A failure here shows when the console itself is shown, after sign-in.
    () =>
      void loadConsole().then(
        ({ prepareConsole }) => prepareConsole(config),
        () => undefined,
      ),
    { once: true },
  );
  const onSignedIn = (returnUrl: string) => {
    window.history.replaceState(null, '', returnUrl);
    showConsole(root, config).catch(showStartFailure);
  };
  root.render(<LoginScreen brandName={config.brandName} onSignedIn={onSignedIn} />);
}

start().catch(showStartFailure);
