import {
  ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import shareInitOncePlugin from './share-init-once-plugin';

const LIBRARIES = 40;

let instances = 0;

/** A container sharing LIBRARIES singletons, counting every registration the runtime makes. */
function containerWith(plugins: ModuleFederationRuntimePlugin[]) {
  const counter = { registrations: 0 };
  const counting: ModuleFederationRuntimePlugin = {
    name: 'count-registrations',
    afterRegisterShare() {
      counter.registrations += 1;
    },
  };
  const shared = Object.fromEntries(
    Array.from({ length: LIBRARIES }, (_, index) => [
      `library-${index}`,
      {
        version: '1.0.0',
        scope: 'default',
        get: () => () => ({ index }),
        shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
      },
    ]),
  );
  instances += 1;
  const instance = new ModuleFederation({
    name: `share_init_test_${instances}`,
    remotes: [],
    shared,
    shareStrategy: 'loaded-first',
    plugins: [counting, ...plugins],
  });
  return { instance, counter };
}

async function loadThree(instance: ModuleFederation) {
  const factories = await Promise.all(
    [0, 1, 2].map((index) => instance.loadShare<{ index: number }>(`library-${index}`)),
  );
  return factories.map((factory) => (factory ? factory()?.index : null));
}

describe('shareInitOncePlugin', () => {
  it('registers the share table once however many shared modules are loaded', async () => {
    const { instance, counter } = containerWith([shareInitOncePlugin()]);
    const atCreation = counter.registrations;
    expect(await loadThree(instance)).toEqual([0, 1, 2]);
    expect(await instance.loadShare('library-3')).toBeTruthy();
    expect(counter.registrations - atCreation).toBe(LIBRARIES);
  });

  it('leaves a call that brings its own init scope (as the bundler runtime does) alone', async () => {
    const { instance, counter } = containerWith([shareInitOncePlugin()]);
    await loadThree(instance);
    const before = counter.registrations;
    // A fresh scope has not seen this container, so the runtime's guard lets it register.
    instance.initializeSharing('default', { initScope: [] });
    expect(counter.registrations - before).toBe(LIBRARIES);
  });

  // The upstream behaviour the plugin exists for; when a federation upgrade fixes it,
  // this fails and the plugin can go.
  it('is needed: without it every load registers the whole table again', async () => {
    const { instance, counter } = containerWith([]);
    const atCreation = counter.registrations;
    await loadThree(instance);
    expect(counter.registrations - atCreation).toBe(3 * LIBRARIES);
  });
});
