import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { readConsoleHandover } from '../login/console-handover';

/**
 * When the login page's script loaded this console, the host provides the modules that
 * page already runs (React, its renderer, the session) instead of its own builds of them:
 * the console renders into the page's root and reads the session the form started. Both
 * are built from the host's own dependencies in one build, so the versions are the same.
 */
export default function loginPageSharedPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'switchboard-login-page-shared',
    beforeRegisterShare(args) {
      const shared = readConsoleHandover()?.shared;
      if (!shared || !Object.hasOwn(shared, args.pkgName)) return args;
      if (args.shared.from !== args.origin.name) return args;
      const module = shared[args.pkgName];
      args.shared.lib = () => module;
      args.shared.get = () => Promise.resolve(() => module);
      args.shared.loaded = true;
      return args;
    },
  };
}
