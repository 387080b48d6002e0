import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/test';
import { signIn } from './support/sign-in';

// Browser-level replays of a probe: framing, an injected inline script, and a cross-site
// form POST riding on the signed-in admin's cookie.

/** An attacker's page on another port of the same host. */
async function attackerSite(html: string) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test('the signed-in console cannot be framed by another page', async ({
  page,
  baseURL,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Refused to (display|frame)|frame-ancestors/i);
  await signIn(page, 'admin@switchboard.local');
  const victimUrl = new URL('/bots', baseURL).href;
  // The attacker's page marks when its frame has finished loading: a frame the browser
  // refuses to show still fires load, once the console's answer has been turned away.
  const site = await attackerSite(
    `<iframe id="victim" src="${victimUrl}" onload="document.body.dataset.victim = 'loaded'"></iframe>`,
  );
  try {
    const victimAnswer = page.waitForResponse(
      (response) => response.url() === victimUrl && response.request().isNavigationRequest(),
    );
    await page.goto(site.url);
    // Only once the console has answered the frame and the frame is done is an empty
    // frame the console's refusal, rather than a frame that has not loaded yet.
    expect((await victimAnswer).status()).toBeLessThan(400);
    await expect(page.locator('body')).toHaveAttribute('data-victim', 'loaded');
    const frame = page.frameLocator('#victim');
    await expect(frame.locator('#root')).toHaveCount(0);
    await expect(frame.getByRole('button')).toHaveCount(0);
  } finally {
    await site.close();
  }
});

test('an injected inline script does not run', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Content Security Policy|Refused to execute inline script/i);
  await signIn(page, 'admin@switchboard.local', '/bots');
  // The console and the Bots remote have drawn their page: the script lands in a live one.
  await expect(page.getByRole('heading', { level: 1, name: 'Bots', exact: true })).toBeVisible();
  const outcome = await page.evaluate(async () => {
    const blocked = new Promise<string>((resolve) =>
      document.addEventListener('securitypolicyviolation', (event) =>
        resolve(event.violatedDirective),
      ),
    );
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.appendChild(script);
    return {
      directive: await blocked,
      ran: (window as unknown as { __injected?: boolean }).__injected === true,
    };
  });
  expect(outcome).toEqual({ directive: expect.stringMatching(/^script-src/), ran: false });
});

// The refusal itself is a 403, which the shared console guard expects of a refused call.
test('a cross-site form POST with the admin cookie stores nothing', async ({ page, baseURL }) => {
  await signIn(page, 'admin@switchboard.local');
  const name = `Planted ${Date.now()}`;
  const site = await attackerSite(`
    <form id="f" method="POST" action="${baseURL}/api/knowledge/collection-stats"
          enctype="text/plain">
      <input name='{"name":"${name}","x":"' value='"}'>
    </form>
    <script>document.getElementById('f').submit()</script>`);
  try {
    const answer = page.waitForResponse((response) =>
      response.url().endsWith('/api/knowledge/collection-stats'),
    );
    await page.goto(site.url);
    expect((await answer).status()).toBe(403);
  } finally {
    await site.close();
  }
  // The same browser's cookie, now asking properly: the planted name is nowhere.
  const collections = await (
    await page.request.get('/api/knowledge/collection-stats/collections')
  ).text();
  expect(collections).not.toContain(name);
});

// The second probe's finding: the gateway's guard read the raw path and the router the
// decoded one, so a no-cors fetch to `/%61pi/knowledge/documents` from another port of
// the same host, carrying the admin's cookie, stored a document (201).
test('a no-cors upload from another port, the path spelled another way, stores nothing', async ({
  page,
  baseURL,
}) => {
  const listed = page.waitForRequest((request) =>
    /\/api\/bot-services\/[^/]+\/documents\//.test(request.url()),
  );
  await signIn(page, 'admin@switchboard.local', '/knowledge/documents');
  const botServices = new URL((await listed).url()).pathname.split('/').slice(0, 4).join('/');
  const name = `planted-${Date.now()}.txt`;
  const rests = ['knowledge/documents/', `${botServices.slice('/api/'.length)}/documents/`];
  const spellings = rests.flatMap((rest) => [
    `/%61pi/${rest}`,
    `/ap%69/${rest}`,
    `/api%2F${rest}`,
    `/api%252F${rest}`,
    `//api/${rest}`,
    `/API/${rest}`,
  ]);
  const answers: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().startsWith(baseURL!)) {
      answers.push({ url: response.url(), status: response.status() });
    }
  });
  const site = await attackerSite(`
    <script>
      const targets = ${JSON.stringify(spellings.map((path) => `${baseURL}${path}`))};
      Promise.all(targets.map((url) => {
        const form = new FormData();
        form.append('file', new Blob(['planted by another page'], { type: 'text/plain' }), ${JSON.stringify(name)});
        return fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include', body: form })
          .catch(() => undefined);
      })).then(() => { document.body.dataset.done = 'yes'; });
    </script>`);
  try {
    await page.goto(site.url);
    await expect(page.locator('body')).toHaveAttribute('data-done', 'yes');
  } finally {
    await site.close();
  }
  for (const list of [
    '/api/knowledge/documents/?limit=500',
    `${botServices}/documents/?limit=500`,
  ]) {
    const documents = await page.request.get(list);
    expect(documents.status()).toBe(200);
    expect(await documents.text()).not.toContain(name);
  }
  // Every spelling reached the gateway with the cookie and was refused there.
  expect(answers).toHaveLength(spellings.length);
  expect(answers.filter((answer) => ![400, 403].includes(answer.status))).toEqual([]);
});
