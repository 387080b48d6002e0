/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildGateway } from './app';
import { gatewayConfigFromEnv } from './config/gateway-config';

let distDir: string;

beforeAll(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(distDir, 'main.0123456789ab.js'), 'console.log(1)');
  fs.writeFileSync(path.join(distDir, 'remoteEntry.js'), 'var host');
});

afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

function gateway(env: Record<string, string> = {}) {
  return buildGateway(gatewayConfigFromEnv({ GATEWAY_DIST_DIR: distDir, ...env }));
}

describe('the gateway', () => {
  it('answers its health check', async () => {
    const app = await gateway();
    const response = await app.inject('/healthz');
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('builds the runtime config from the environment, never cached', async () => {
    const app = await gateway({
      REMOTE_BOTS_PORT: '5001',
      REMOTE_SETUP_ENTRY: 'https://cdn.example/setup/mf-manifest.json',
      BRAND_NAME: 'Carewell',
    });
    const response = await app.inject('/runtime-config.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    const config = response.json();
    expect(config.brandName).toBe('Carewell');
    expect(config.remotes).toEqual([
      { name: 'bots', entry: 'http://127.0.0.1:5001/mf-manifest.json' },
      { name: 'conversations', entry: 'http://127.0.0.1:4002/mf-manifest.json' },
      { name: 'setup', entry: 'https://cdn.example/setup/mf-manifest.json' },
      { name: 'knowledge', entry: 'http://127.0.0.1:4004/mf-manifest.json' },
      { name: 'analytics', entry: 'http://127.0.0.1:4005/mf-manifest.json' },
    ]);
    expect(config.apiBaseUrl).toBe('http://127.0.0.1:4100');
    expect(config).not.toHaveProperty('jwtSecret');
  });

  it('serves the shell with the runtime config in it, at its root and on deep links', async () => {
    const app = await gateway({ BRAND_NAME: 'Carewell' });
    const served = (await app.inject('/runtime-config.json')).json();
    for (const url of ['/', '/index.html', '/bots']) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const inline = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(
        page.body,
      );
      expect(JSON.parse(inline![1]!)).toEqual(served);
    }
  });

  it('serves the login page at the login address when the build wrote one, the shell otherwise', async () => {
    const page = async (app: Awaited<ReturnType<typeof gateway>>) =>
      (await app.inject({ url: '/auth/login?returnUrl=%2Fbots', headers: { accept: 'text/html' } }))
        .body;
    expect(await page(await gateway())).toContain('<div id="root"></div>');
    const withLogin = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-dist-'));
    try {
      fs.writeFileSync(path.join(withLogin, 'index.html'), '<html><head></head>console</html>');
      fs.writeFileSync(path.join(withLogin, 'login.html'), '<html><head></head>login</html>');
      const app = await gateway({ GATEWAY_DIST_DIR: withLogin });
      const login = await page(app);
      expect(login).toContain('login</html>');
      expect(login).toMatch(/<script type="application\/json" id="runtime-config">/);
      expect((await app.inject({ url: '/bots', headers: { accept: 'text/html' } })).body).toContain(
        'console</html>',
      );
    } finally {
      fs.rmSync(withLogin, { recursive: true, force: true });
    }
  });

  it('picks up a changed runtime-config file without a restart', async () => {
    const file = path.join(distDir, 'runtime.json');
    fs.writeFileSync(
      file,
      JSON.stringify({ remotes: { bots: 'http://127.0.0.1:6001/mf-manifest.json' } }),
    );
    const app = await gateway({ RUNTIME_CONFIG_FILE: file });
    const entryOf = async () =>
      (await app.inject('/runtime-config.json'))
        .json()
        .remotes.find((r: { name: string }) => r.name === 'bots').entry;
    expect(await entryOf()).toBe('http://127.0.0.1:6001/mf-manifest.json');
    fs.writeFileSync(
      file,
      JSON.stringify({ remotes: { bots: 'http://127.0.0.1:7001/mf-manifest.json' } }),
    );
    fs.utimesSync(file, new Date(), new Date(Date.now() + 2000));
    expect(await entryOf()).toBe('http://127.0.0.1:7001/mf-manifest.json');
  });

  it('caches hashed chunks for a year and revalidates entries', async () => {
    const app = await gateway();
    expect((await app.inject('/main.0123456789ab.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await app.inject('/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
  });

  it('answers deep links with the shell, but unknown API and asset paths with a JSON 404', async () => {
    const app = await gateway();
    const page = await app.inject({ url: '/setup/businesses', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await app.inject({ url: '/api/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'No route for GET /api/nothing' });
    expect((await app.inject('/missing.js')).statusCode).toBe(404);
  });

  it('accepts client log lines, refuses malformed ones and rate-limits them', async () => {
    const app = await gateway({ CLIENT_LOG_RATE_LIMIT: '2' });
    const send = (payload: unknown) =>
      app.inject({ method: 'POST', url: '/api/auth/_log', payload: payload as object });
    expect((await send({ level: 'error', message: 'Remote "bots" failed' })).statusCode).toBe(204);
    const bad = await send({ level: 'shout', message: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Invalid request/);
    expect((await send({ level: 'warn', message: 'third' })).statusCode).toBe(429);
  });

  it('refuses to start without a build', async () => {
    await expect(
      buildGateway(gatewayConfigFromEnv({ GATEWAY_DIST_DIR: '/nonexistent' })),
    ).rejects.toThrow(/no host build/);
  });

  it('refuses a malformed port setting', () => {
    expect(() => gatewayConfigFromEnv({ GATEWAY_PORT: 'abc' })).toThrow(
      'GATEWAY_PORT must be a whole number',
    );
  });
});
