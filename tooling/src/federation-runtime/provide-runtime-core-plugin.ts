import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';

/** The global the enhanced plugin's `experiments.externalRuntime` makes a container read its core from. */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * The host hands its own federation runtime core to the remotes, which are built without
 * one (`externalRuntime`): each remote entry was 35 KB brotli and carried the same 17 KB
 * of runtime a console page had already run. The enhanced plugin's own injector
 * (`provideExternalRuntime`) imports the core by another path and put a second copy of it
 * in the host's `main`, 11.5 KB more on the login page; this one passes on the module the
 * host's runtime already uses. It runs before the host loads any remote entry.
 */
export default function provideRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'switchboard-provide-runtime-core',
    beforeInit(args) {
      const global = globalThis as Record<string, unknown>;
      global[RUNTIME_CORE_GLOBAL] ??= runtimeCore;
      return args;
    },
  };
}
