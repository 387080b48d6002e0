import fs from 'node:fs';
import net from 'node:net';
import { freePort } from './free-port';

const listen = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

it('gives a port that can be bound, outside the ephemeral range outgoing connections use', async () => {
  const port = await freePort();
  const server = await listen(port);
  server.close();
  const range = '/proc/sys/net/ipv4/ip_local_port_range';
  if (fs.existsSync(range)) {
    const low = Number(fs.readFileSync(range, 'utf8').trim().split(/\s+/)[0]);
    expect(port).toBeLessThan(low);
  }
  expect(port).toBeGreaterThan(10_000);
});

it('never gives a port something already listens on', async () => {
  const held = await Promise.all(Array.from({ length: 20 }, () => freePort().then(listen)));
  const ports = new Set(held.map((server) => (server.address() as net.AddressInfo).port));
  const next = await freePort();
  expect(ports.has(next)).toBe(false);
  expect(ports.size).toBe(20);
  held.forEach((server) => server.close());
});
