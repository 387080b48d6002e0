import net from 'node:net';

export interface RawAnswer {
  status: number;
  /** As sent: chunk framing, if any, is left in. */
  body: string;
}

/**
 * One HTTP/1.1 request sent byte for byte: fetch and inject both normalise the target
 * (`/./api` becomes `/api`), which hides exactly the spellings an attacker's client keeps.
 */
export function rawRequest(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string>,
  body = '',
): Promise<RawAnswer> {
  const head = Object.entries({
    ...headers,
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`${method} ${target} HTTP/1.1\r\n${head}\r\n${body}`);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const statusLine = text.slice(0, text.indexOf('\r\n'));
      resolve({
        status: Number(statusLine.split(' ')[1]),
        body: text.slice(text.indexOf('\r\n\r\n') + 4),
      });
    });
  });
}
