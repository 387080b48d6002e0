import { stackServices } from './services';

const stack = () =>
  stackServices({
    host: '127.0.0.1',
    ports: {
      gateway: 5000,
      platform: 5100,
      demoSite: 5101,
      remotes: { bots: 5001, conversations: 5002, setup: 5003, knowledge: 5004, analytics: 5005 },
    },
    serviceKey: 'key-of-this-start',
  });
const envOf = (name: string) => stack().find((service) => service.name === name)!.env;

it('gives the knowledge-service credential to the platform and the gateway only', () => {
  expect(envOf('platform').KB_API_KEY).toBe('key-of-this-start');
  expect(envOf('gateway').KNOWLEDGE_API_KEY).toBe('key-of-this-start');
  for (const service of stack().filter((s) => s.name.startsWith('mfe-'))) {
    expect(JSON.stringify(service.env)).not.toContain('key-of-this-start');
  }
});

it('lets the browser call the platform from the console origin only', () => {
  expect(envOf('platform').CONSOLE_ORIGINS?.split(',')).toEqual([
    'http://127.0.0.1:5000',
    'http://localhost:5000',
  ]);
  expect(envOf('gateway').GOVSTACK_ORIGINS).toBe('http://govstack.localhost:5100');
});

it('lets the gateway and the crawler reach no loopback port but the platform and its demo site', () => {
  expect(envOf('gateway').PROXY_ALLOWED_ORIGINS?.split(',')).toEqual([
    'http://127.0.0.1:5100',
    'http://govstack.localhost:5100',
  ]);
  // Unset: the platform allows its own demo site only.
  expect(envOf('platform').KB_CRAWL_ALLOWED_ORIGINS).toBeUndefined();
});
