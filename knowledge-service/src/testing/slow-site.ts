import { serveSite } from './test-site';

export interface SlowSite {
  origin: string;
  /** How many pages the crawl should find: the start page and its links. */
  pageCount: number;
  close(): Promise<void>;
}

const page = (title: string, links: string[] = []) =>
  `<html><head><title>${title}</title></head><body><p>${title} of the harbour guide.</p>${links.map((href) => `<a href="${href}">${href}</a>`).join(' ')}</body></html>`;

/**
 * A site of one start page linking to `links` pages, each answered after `delayMs`: slow
 * enough that a crawl of it is still running when a test stops the instance working it.
 */
export async function startSlowSite(links: number, delayMs: number): Promise<SlowSite> {
  const site: Record<string, string> = {
    '/robots.txt': 'User-agent: *\nAllow: /\n',
    '/': page(
      'Harbour guide',
      Array.from({ length: links }, (_, i) => `/part-${i + 1}`),
    ),
    ...Object.fromEntries(
      Array.from({ length: links }, (_, i) => [`/part-${i + 1}`, page(`Part ${i + 1}`)]),
    ),
  };
  const served = await serveSite((incoming, outgoing) => {
    const body = site[incoming.url ?? ''];
    if (body === undefined) return void outgoing.writeHead(404).end();
    const robots = incoming.url === '/robots.txt';
    setTimeout(
      () =>
        outgoing.writeHead(200, { 'content-type': robots ? 'text/plain' : 'text/html' }).end(body),
      robots ? 0 : delayMs,
    );
  });
  return { ...served, pageCount: links + 1 };
}
