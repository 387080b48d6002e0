import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { registerStaticAssets } from './static-assets';

describe('static assets', () => {
  let root: string;
  const script = `console.log(${JSON.stringify('x'.repeat(20_000))});`;
  const copy = `console.log(${JSON.stringify('y'.repeat(20_000))});`;

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
    fs.writeFileSync(path.join(root, 'main.0123456789ab.js'), script);
    fs.writeFileSync(path.join(root, 'remoteEntry.js'), script);
    fs.writeFileSync(path.join(root, 'main.0123456789ab.js.map'), '{"sources":["secret.ts"]}');
    // The build's copies say something else than the file, so the test sees which was sent.
    fs.writeFileSync(path.join(root, 'chunk.0123456789ab.js'), script);
    fs.writeFileSync(path.join(root, 'chunk.0123456789ab.js.br'), zlib.brotliCompressSync(copy));
    fs.writeFileSync(path.join(root, 'chunk.0123456789ab.js.gz'), zlib.gzipSync(copy));
  });

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  async function serve(cors: boolean) {
    const app = Fastify();
    await registerStaticAssets(app, { root, cors });
    return app;
  }

  it('compresses for browsers that accept it and keeps the cache policy', async () => {
    const app = await serve(true);
    const brotli = await app.inject({
      url: '/main.0123456789ab.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['access-control-allow-origin']).toBe('*');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);

    const gzip = await app.inject({
      url: '/remoteEntry.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
  });

  it('sends plain bytes to clients that ask for none, and no CORS header when not wanted', async () => {
    const app = await serve(false);
    const plain = await app.inject({
      url: '/remoteEntry.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never serves source maps, which stay hidden for error reporting', async () => {
    const app = await serve(false);
    for (const url of ['/main.0123456789ab.js.map', '/MAIN.0123456789ab.js.map?x=1']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('secret.ts');
    }
  });

  it("sends the build's compressed copies as they are, each for the browsers that accept it", async () => {
    const app = await serve(true);
    const url = '/chunk.0123456789ab.js';
    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(copy);
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(copy);
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.body).toBe(script);
  });
});
