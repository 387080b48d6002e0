import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the interposer does with one request: pass it on, refuse it, pass it on and never
 * answer, or stall (never pass it on, never answer).
 */
export type Interposition = 'pass' | 'hang' | 'hang-after-write' | [status: number, body: object];

type Rule = (method: string, path: string) => Interposition;

/**
 * A real HTTP server on 127.0.0.1 in front of a real service: it passes requests on
 * unchanged, records them, and a test can make chosen ones fail, so the stores behind it
 * show what a refusal, or a write whose answer never came, left in them.
 */
export async function startInterposer(target: string) {
  const seen: string[] = [];
  let rule: Rule = () => 'pass';
  const pending = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const method = request.method ?? 'GET';
      const path = request.url ?? '/';
      seen.push(`${method} ${path}`);
      const action = rule(method, path);
      if (Array.isArray(action)) {
        response.writeHead(action[0], { 'content-type': 'application/json' });
        response.end(JSON.stringify(action[1]));
        return;
      }
      if (action === 'hang') {
        pending.add(response);
        return;
      }
      const headers = { ...request.headers } as Record<string, string>;
      delete headers.host;
      delete headers.connection;
      void fetch(`${target}${path}`, {
        method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      }).then(async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        if (action === 'hang-after-write') {
          pending.add(response);
          return;
        }
        const type = answer.headers.get('content-type');
        response.writeHead(answer.status, type ? { 'content-type': type } : {});
        response.end(body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** "METHOD /path" of every request, in order. */
    seen,
    /** From now on, each request is treated as this rule says. */
    interpose(next: Rule) {
      rule = next;
    },
    reset() {
      rule = () => 'pass';
      seen.length = 0;
    },
    close: async () => {
      for (const response of pending) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type Interposer = Awaited<ReturnType<typeof startInterposer>>;
