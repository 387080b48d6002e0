import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_SITE_PAGES, DEMO_SITE_ROBOTS } from './demo-site-pages';

/** The demo site's exact origin (scheme, host, port), as a crawler allow-list names it. */
export function demoSiteOrigin(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export interface DemoSite {
  /** scheme://host:port, the exact origin a crawler allow-list names. */
  origin: string;
  close(): Promise<void>;
}

/** Serves the demo help centre on its own port, apart from the platform's API. */
export async function startDemoSite(host: string, port: number): Promise<DemoSite> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://demo.invalid').pathname;
    const body = path === '/robots.txt' ? DEMO_SITE_ROBOTS : DEMO_SITE_PAGES[path];
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (body === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'content-type':
        path === '/robots.txt' ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    origin: demoSiteOrigin(host, (server.address() as AddressInfo).port),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
