import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Index of the upstream that answered each request, in order. */
  servedBy: number[];
  close(): Promise<void>;
}

/**
 * The load balancer of the multi-instance test: each request goes to the next upstream in
 * turn, and to the one after when an upstream refuses the connection (a killed instance)
 * or answers 503 (one shutting down).
 * Written here rather than taken from a proxy library because it must say which upstream
 * answered (the `x-served-by` header) and fail over on a dead one, which is all it does.
 */
export async function startRoundRobinProxy(upstreams: () => string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const servedBy: number[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const targets = upstreams();
      const attempt = (tries: number) => {
        const index = next++ % targets.length;
        const target = new URL(targets[index]!);
        const forward = httpRequest(
          {
            host: target.hostname,
            port: target.port,
            method: incoming.method,
            path: incoming.url,
            headers: { ...incoming.headers, host: target.host },
          },
          (answer) => {
            // An instance that is shutting down answers 503: a balancer tries the next.
            if (answer.statusCode === 503 && tries + 1 < targets.length) {
              answer.resume();
              return attempt(tries + 1);
            }
            servedBy.push(index);
            outgoing.writeHead(answer.statusCode ?? 502, {
              ...answer.headers,
              'x-served-by': String(index),
            });
            answer.pipe(outgoing);
          },
        );
        forward.on('error', (error) => {
          if (tries + 1 < targets.length) return attempt(tries + 1);
          outgoing.writeHead(502, { 'content-type': 'application/json' });
          outgoing.end(JSON.stringify({ error: `No upstream answered: ${error.message}` }));
        });
        forward.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    servedBy,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
