import type { ChildProcess } from 'node:child_process';
import http, { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestGateway } from '../testing/test-gateway';
import {
  PLATFORM_START_TIMEOUT_MS,
  startTestPlatform,
  testBackend,
  TEST_ANON_KEY,
  type TestPlatform,
} from '../testing/test-platform';

/**
 * SIGTERM with a request in flight on a kept-alive connection (issue 39): /readyz answers
 * 503 through the drain, the request still gets its answer, and the process exits within
 * 10 s, not after the 72 s keep-alive timeout. The platform on both backends; the gateway
 * holds no data, so once, in front of a stand-in platform.
 */
const DRAIN_MS = 1_000;
/** The contract for an orchestrator: exit within 10 s of SIGTERM. */
const EXIT_LIMIT_MS = 10_000;
// A start, then a stop that must not take longer than the contract.
jest.setTimeout(PLATFORM_START_TIMEOUT_MS + 3 * EXIT_LIMIT_MS);

interface Exchange {
  status: number;
}

/**
 * Starts a POST on a keep-alive connection and sends half its body: the request is in
 * flight until `finish` sends the rest.
 */
function requestInFlight(url: string, path: string, headers: Record<string, string>) {
  const agent = new http.Agent({ keepAlive: true });
  const body = JSON.stringify({ email: 'admin@switchboard.local', password: 'switchboard' });
  const half = Math.floor(body.length / 2);
  const request = http.request(`${url}${path}`, {
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': body.length, ...headers },
  });
  const answer = new Promise<Exchange>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
    });
    request.on('error', reject);
  });
  request.flushHeaders();
  request.write(body.slice(0, half));
  return {
    answer,
    finish: () => request.end(body.slice(half)),
    close: () => agent.destroy(),
  };
}

/** SIGTERM to `child` with a request in flight; what was seen until it exited. */
async function stopWithRequestInFlight(
  child: ChildProcess,
  exited: Promise<number | null>,
  url: string,
  path: string,
  headers: Record<string, string>,
) {
  const inFlight = requestInFlight(url, path, headers);
  // The server has the request once it has answered another on a fresh connection.
  const readyBefore = (await fetch(`${url}/readyz`)).status;
  const signalled = Date.now();
  child.kill('SIGTERM');
  const readiness: number[] = [];
  let ended = false;
  void exited.then(() => (ended = true));
  while (!ended && Date.now() - signalled < DRAIN_MS) {
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    readiness.push(ready);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  inFlight.finish();
  const answer = await inFlight.answer;
  let limit: NodeJS.Timeout | undefined;
  const code = await Promise.race([
    exited,
    new Promise<'still running'>((resolve) => {
      limit = setTimeout(() => resolve('still running'), EXIT_LIMIT_MS + 2_000);
    }),
  ]);
  clearTimeout(limit);
  const tookMs = Date.now() - signalled;
  inFlight.close();
  if (code === 'still running') child.kill('SIGKILL');
  return { answer, code, tookMs, readiness, readyBefore };
}

describe('SIGTERM with a kept-alive request in flight', () => {
  let platform: TestPlatform | undefined;
  afterAll(async () => {
    await platform?.kill();
    await platform?.storage.dispose();
  });

  (testBackend() === 'pglite' ? it : it.skip)(
    'drains, answers the request and exits within 10 s (gateway; it keeps no data, so on one backend)',
    async () => {
      // The gateway is ready while the platform behind it is: a stand-in that always is.
      const readyPlatform = createServer((_request, response) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
      );
      await new Promise<void>((resolve) => readyPlatform.listen(0, '127.0.0.1', resolve));
      const { port } = readyPlatform.address() as AddressInfo;
      const gateway = await startTestGateway({
        PLATFORM_URL: `http://127.0.0.1:${port}`,
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      });
      const stopped = await stopWithRequestInFlight(
        gateway.child,
        gateway.exited,
        gateway.url,
        '/api/auth/_log',
        { 'x-requested-with': 'XMLHttpRequest' },
      );
      await gateway.close();
      readyPlatform.close();
      console.log(`[shutdown] gateway exited ${stopped.tookMs} ms after SIGTERM`);
      expect(stopped.readyBefore).toBe(200);
      expect(stopped.readiness).toContain(503);
      expect(stopped.answer.status).toBeLessThan(500);
      expect(stopped.code).toBe(0);
      expect(stopped.tookMs).toBeLessThan(EXIT_LIMIT_MS);
    },
  );

  it(`drains, answers the request and exits within 10 s (platform on ${testBackend()})`, async () => {
    platform = await startTestPlatform({ SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
    const stopped = await stopWithRequestInFlight(
      platform.child,
      platform.exited,
      platform.url,
      '/auth/v1/token?grant_type=password',
      { apikey: TEST_ANON_KEY },
    );
    console.log(
      `[shutdown] platform on ${testBackend()} exited ${stopped.tookMs} ms after SIGTERM`,
    );
    expect(stopped.readyBefore).toBe(200);
    expect(stopped.readiness).toContain(503);
    expect(stopped.answer.status).toBe(200);
    expect(stopped.code).toBe(0);
    expect(stopped.tookMs).toBeLessThan(EXIT_LIMIT_MS);
  });
});
