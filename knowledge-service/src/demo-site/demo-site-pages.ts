/**
 * A small help-centre site the platform serves itself, so staff can try the crawler
 * without internet: three linked public pages and one page robots.txt disallows.
 */

const page = (title: string, body: string) =>
  `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title></head>
<body>
<nav><a href="/">Help centre</a> | <a href="/getting-started.html">Getting started</a> | <a href="/troubleshooting.html">Troubleshooting</a> | <a href="/internal/staff-notes.html">Staff notes</a></nav>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>
`;

export const DEMO_SITE_ROBOTS = `User-agent: *
Disallow: /internal/
Crawl-delay: 1
`;

export const DEMO_SITE_PAGES: Record<string, string> = {
  '/': page(
    'Northwind Help Centre',
    `<p>Welcome to the Northwind help centre. Here you find how to set up your Northwind smart speaker and what to do when something goes wrong.</p>
<p>New to Northwind? Read <a href="/getting-started.html">Getting started</a>. Speaker not responding? See <a href="/troubleshooting.html">Troubleshooting</a>.</p>`,
  ),
  '/getting-started.html': page(
    'Getting started with your Northwind speaker',
    `<p>Plug the speaker in and wait until the light ring turns blue. Install the Northwind Home app and choose "Add device".</p>
<p>The speaker joins 2.4 GHz Wi-Fi networks only. Setup takes about five minutes, including a firmware update.</p>
<p>Problems during setup? See <a href="/troubleshooting.html">Troubleshooting</a>.</p>`,
  ),
  '/troubleshooting.html': page(
    'Troubleshooting',
    `<p>If the light ring blinks orange, the speaker has lost Wi-Fi. Move it closer to the router and restart it.</p>
<p>To factory-reset the speaker, hold the mute and volume-down buttons together for 15 seconds until the light ring turns white.</p>
<p>Still stuck? Start again from <a href="/getting-started.html">Getting started</a>.</p>`,
  ),
  '/internal/staff-notes.html': page(
    'Staff notes (internal)',
    `<p>Internal escalation notes for support staff. This page is disallowed for crawlers by robots.txt.</p>`,
  ),
};
