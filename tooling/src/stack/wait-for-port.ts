import net from 'node:net';

function tryConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Resolves once something listens on host:port; Fastify listens only when fully ready. */
export async function waitForPort(
  host: string,
  port: number,
  timeoutMs: number,
  isAlive: () => boolean,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the process for port ${port} exited before it listened`);
    if (await tryConnect(host, port)) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`nothing listened on ${host}:${port} within ${timeoutMs} ms`);
}

/** A port the kernel says is free now (tests bind to free ports, never the contract ones). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
