import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestSite {
  /** scheme://host:port on loopback, as a crawler allow-list names it. */
  origin: string;
  close(): Promise<void>;
}

/** A small web site on a free loopback port, for a crawl to fetch. */
export async function serveSite(handle: RequestListener): Promise<TestSite> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A page of a test site: its title, one paragraph and a link to each of `links`. */
export const sitePage = (title: string, body: string, links: string[] = []) =>
  `<html><head><title>${title}</title></head><body><p>${body}</p>${links.map((href) => `<a href="${href}">${href}</a>`).join(' ')}</body></html>`;
