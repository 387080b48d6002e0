import fs from 'node:fs';
import net from 'node:net';

const RANGE_FILE = '/proc/sys/net/ipv4/ip_local_port_range';
// Wide enough that two runs choosing at once rarely meet, and above every contract port.
const SPAN = 12_000;

/** The kernel's ephemeral range's low end, or undefined where it cannot be read. */
function ephemeralLow(): number | undefined {
  try {
    const low = Number(fs.readFileSync(RANGE_FILE, 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low - SPAN > 10_000 ? low : undefined;
  } catch {
    return undefined;
  }
}

function bindable(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        resolve(typeof address === 'object' && address ? address.port : undefined),
      );
    });
  });
}

/**
 * A port free now, for a server a test starts in another process. It is chosen below the
 * kernel's ephemeral range: a port from that range, free when chosen, can be taken before
 * the child binds it by any outgoing connection's local end or any listen(0) on the machine
 * (the browser suite's setup met EADDRINUSE while the server suites ran beside it); below
 * the range only another explicit choice can take it. Where the range is unknown, the
 * kernel picks.
 */
export async function freePort(): Promise<number> {
  const low = ephemeralLow();
  if (low !== undefined) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const port = await bindable(low - 1 - Math.floor(Math.random() * SPAN));
      if (port !== undefined) return port;
    }
  }
  const port = await bindable(0);
  if (port === undefined) throw new Error('no free port');
  return port;
}
