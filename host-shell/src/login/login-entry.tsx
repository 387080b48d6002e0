/**
 * The login page's script: a plain build (tooling/src/webpack/login-page-config.ts), no
 * federation runtime, no share tables and only the MUI the form draws, so the page costs
 * what a monolith's would. The console's script (the federated host's `main`) follows
 * while the visitor types or once signed in, and takes React and the session from here.
 */
import * as sharedAuth from '@switchboard/shared-auth';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import { publishConsoleHandover, type ConsoleControls } from './console-handover';
import { showLoginForm, showStartFailure, startShell } from './show-login';

/**
 * A CommonJS module's own exports object, as the console's own build of it would provide
 * it. `import * as` gives a namespace made around those exports (its `default` is them, as
 * in Node), where every member is a getter on an object without a fixed shape: handed over
 * as React, each hook call and element of every page the console drew went through one,
 * and a first visit after signing in ran more script than the same visit after a reload.
 */
const commonJsExports = (namespace: object): unknown =>
  (namespace as { default?: unknown }).default ?? namespace;

/**
 * By share key. React's renderer and the session keep state the console must see (the
 * root, the signed-in user), and a second React would cost its bytes again. The session is
 * this build's own ES module, whose namespace is what the console's build would provide.
 */
const SHARED_WITH_CONSOLE = {
  react: commonJsExports(react),
  'react/jsx-runtime': commonJsExports(jsxRuntime),
  'react-dom': commonJsExports(reactDom),
  'react-dom/client': commonJsExports(reactDomClient),
  '@switchboard/shared-auth': sharedAuth,
};

// Read while this script runs: the page's loader names the console's script on this one.
const consoleScript = document.currentScript?.dataset.console;

async function start() {
  if (!consoleScript) throw new Error('The page does not name the console script');
  const { config, root } = await startShell();
  let attached: (controls: ConsoleControls) => void = () => undefined;
  let loading: Promise<ConsoleControls> | null = null;
  const loadConsole = () =>
    (loading ??= new Promise<ConsoleControls>((resolve, reject) => {
      attached = resolve;
      const script = document.createElement('script');
      script.src = consoleScript;
      script.onerror = () => reject(new Error('the console script could not be loaded'));
      document.head.append(script);
    }));
  publishConsoleHandover({
    config,
    root,
    shared: SHARED_WITH_CONSOLE,
    attach: (controls) => attached(controls),
  });
  showLoginForm(root, config, loadConsole);
}

start().catch(showStartFailure);
