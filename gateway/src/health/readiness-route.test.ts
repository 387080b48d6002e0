/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { GracefulStop } from '@switchboard/server-kit/http/graceful-stop';
import { registerReadiness } from './readiness-route';

let platform: Server;
let platformUrl: string;
let platformReady = true;

beforeAll(async () => {
  platform = createServer((request, response) => {
    const ok = request.url === '/readyz' && platformReady;
    response.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
  platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => platform.close(resolve)));

function gatewayFor(url: string, drainMs = 0) {
  const app = Fastify();
  const stop = new GracefulStop(app, { drainMs, timeoutMs: drainMs + 2_000 });
  registerReadiness(app, url, () => stop.draining);
  return { app, stop };
}

describe('the gateway readiness check', () => {
  it('is ready while the platform is', async () => {
    platformReady = true;
    const response = await gatewayFor(platformUrl).app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { platform: 'ok' } });
  });

  it('is not ready when the platform is not ready or does not answer', async () => {
    platformReady = false;
    const notReady = await gatewayFor(platformUrl).app.inject('/readyz');
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json().error).toBe('The platform is not ready (HTTP 503)');
    const closed = await gatewayFor('http://127.0.0.1:1').app.inject('/readyz');
    expect(closed.statusCode).toBe(503);
    expect(closed.json().error).toMatch(/^The platform does not answer/);
  });

  it('answers 503 through the drain that starts its stop, while other routes are still served', async () => {
    platformReady = true;
    const { app, stop } = gatewayFor(platformUrl, 300);
    app.get('/other', async () => ({ ok: true }));
    // A server that never listened has nothing to drain.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const stopping = stop.stop();
    const response = await app.inject('/readyz');
    const other = await app.inject('/other');
    await stopping;
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toBe('The gateway is shutting down');
    expect(other.statusCode).toBe(200);
  });
});
