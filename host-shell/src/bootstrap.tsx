import { setRuntimeConfig } from '@switchboard/shared-data/runtime-config';
import { readConsoleHandover, type ConsoleControls } from './login/console-handover';
import { showLoginForm, showStartFailure, startShell } from './login/show-login';

/**
 * The console behind the sign-in form: its store, API clients, router, layout, pages and
 * remotes. Nothing here imports it statically, so a login page started here loads none of it.
 */
const loadStartConsole = () => import('./app/start-console');

async function start() {
  // Loaded by the login page's own script (login-entry.tsx): it has the config, the
  // session and the page's root already, and shows the console when the visitor signs in.
  const handover = readConsoleHandover();
  if (handover) {
    setRuntimeConfig(handover.config);
    const { consoleControls } = await loadStartConsole();
    handover.attach(consoleControls(handover.root, handover.config));
    return;
  }
  const { config, root } = await startShell();
  let controls: Promise<ConsoleControls> | null = null;
  const loadConsole = () =>
    (controls ??= loadStartConsole().then((module) => module.consoleControls(root, config)));
  if (window.location.pathname !== '/auth/login') return (await loadConsole()).show();
  showLoginForm(root, config, loadConsole);
}

start().catch(showStartFailure);
