import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const page = (title: string, links: string[]) =>
  `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>
<p>${title}: the Kestrel ferry timetable page.</p>${links.map((href) => `<a href="${href}">${href}</a>`).join(' ')}</body></html>`;

// Three linked pages and a fourth robots.txt disallows.
const PAGES: Record<string, string> = {
  '/robots.txt': 'User-agent: *\nDisallow: /private/\n',
  '/': page('Kestrel Ferries', ['/timetable.html', '/fares.html', '/private/staff.html']),
  '/timetable.html': page('Timetable', ['/', '/fares.html']),
  '/fares.html': page('Fares', ['/']),
  '/private/staff.html': page('Staff only', []),
};

// A second site under /sync/ whose notice a test rewrites (PUT /sync/notice.html with the
// new text), so a re-sync has a changed page to find.
const SYNC_NOTICE = 'The Kestrel night ferry leaves at 22:15.';
const syncPages = (notice: string): Record<string, string> => ({
  '/sync/': `<!doctype html><html><head><title>Kestrel notices</title></head><body><h1>Kestrel notices</h1>
<p>Notices from Kestrel Ferries.</p><a href="/sync/notice.html">Night ferry</a></body></html>`,
  '/sync/notice.html': `<!doctype html><html><head><title>Night ferry</title></head><body><h1>Night ferry</h1>
<p>${notice}</p></body></html>`,
});

/** The small site the knowledge e2e crawls; its origin is allow-listed before the stack starts. */
export async function startCrawlSite(): Promise<{ origin: string; close(): Promise<void> }> {
  let notices = syncPages(SYNC_NOTICE);
  const server = createServer((request, response) => {
    if (request.method === 'PUT' && request.url === '/sync/notice.html') {
      let text = '';
      request.on('data', (part: Buffer) => (text += part.toString()));
      request.on('end', () => {
        notices = syncPages(text);
        response.writeHead(204).end();
      });
      return;
    }
    const body = PAGES[request.url ?? ''] ?? notices[request.url ?? ''];
    if (body === undefined) return void response.writeHead(404).end();
    response
      .writeHead(200, {
        'content-type': request.url === '/robots.txt' ? 'text/plain' : 'text/html; charset=utf-8',
      })
      .end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
