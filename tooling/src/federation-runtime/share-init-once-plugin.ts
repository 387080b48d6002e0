import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type Instance = Parameters<NonNullable<ModuleFederationRuntimePlugin['init']>>[0]['origin'];
type SharedHandler = Instance['sharedHandler'];
type InitScope = NonNullable<Parameters<SharedHandler['initializeSharing']>[1]>['initScope'];

/**
 * Federation's `loadShare` calls `initializeSharing` without an init scope, so the
 * runtime's once-per-scope guard never holds: every shared module a container loads makes
 * it register its whole share table again (the host's has 277 entries, every MUI entry
 * point among them), each registration emitting a hook with a fresh object. On a cold
 * login page at CPU ×4 that was 80–180 ms of the main thread. Upstream knows (module-federation
 * core, pull request 5062, open in 2.9.3); until it lands, each instance keeps one init
 * scope for the calls that bring none. Every container shares with the 'loaded-first'
 * strategy, under which a second registration never displaces the first, so skipping it
 * changes no provider choice.
 */
export default function shareInitOncePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'switchboard-share-init-once',
    // `init` follows every options change of an instance. Wrapping again is harmless: the
    // outer wrapper's scope reaches the inner one, which then passes it on.
    init({ origin }) {
      const handler = origin.sharedHandler;
      const initialize = handler.initializeSharing.bind(handler);
      const initScope: InitScope = [];
      handler.initializeSharing = (shareScopeName, extraOptions) =>
        initialize(
          shareScopeName,
          extraOptions?.initScope ? extraOptions : { ...extraOptions, initScope },
        );
    },
  };
}
