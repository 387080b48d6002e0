import { ModuleFederation } from '@module-federation/enhanced/runtime';
import provideRuntimeCorePlugin, { RUNTIME_CORE_GLOBAL } from './provide-runtime-core-plugin';

const global = globalThis as Record<string, unknown>;
let instances = 0;

const hostWith = () => {
  instances += 1;
  return new ModuleFederation({
    name: `provide_core_test_${instances}`,
    remotes: [],
    plugins: [provideRuntimeCorePlugin()],
  });
};

afterEach(() => {
  delete global[RUNTIME_CORE_GLOBAL];
});

it("hands remotes the very core the host's own runtime is built from", () => {
  expect(global[RUNTIME_CORE_GLOBAL]).toBeUndefined();
  const host = hostWith();
  const core = global[RUNTIME_CORE_GLOBAL] as { ModuleFederation: unknown } | undefined;
  // A remote's runtime makes its instance from this class: the same one as the host's.
  expect(core?.ModuleFederation).toBe(host.constructor);
});

it('leaves a core that is already there in place', () => {
  const earlier = { ModuleFederation: class {} };
  global[RUNTIME_CORE_GLOBAL] = earlier;
  hostWith();
  // Object.is, not toBe: a failure would print a diff of the whole runtime core.
  expect(Object.is(global[RUNTIME_CORE_GLOBAL], earlier)).toBe(true);
});
