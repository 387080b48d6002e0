import type { Browser, Page } from '@playwright/test';

export interface LoginLoad {
  requests: number;
  /** Bytes on the wire (headers and compressed bodies) as Chromium counted them. */
  bytes: number;
  /** From navigation start to the sign-in form on screen (its handlers are attached then). */
  interactiveMs: number;
}

declare global {
  interface Window {
    /** When the sign-in form was first in the document, on the page's clock. */
    __benchLoginInteractive?: Promise<number>;
  }
}

/**
 * Resolves when the sign-in form is first in the document (React has attached its
 * handlers by then). A string, not a function: tsx wraps named functions in a helper the
 * page lacks. The harness awaits this one promise instead of polling the page every 10 ms:
 * each poll ran on the main thread whose load it was timing.
 */
const MARK_LOGIN_INTERACTIVE = `(() => {
  const ready = () =>
    document.querySelector('input[type="password"]') !== null &&
    [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Sign in');
  window.__benchLoginInteractive = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (ready()) {
        observer.disconnect();
        resolve(performance.now());
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
})();`;

/** The time the sign-in form appeared, once it has; rejects after a minute. */
function loginInteractive(page: Page): Promise<number> {
  return Promise.race([
    page.evaluate(() => window.__benchLoginInteractive!),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('the sign-in form never appeared')), 60_000).unref(),
    ),
  ]);
}

/** A fresh context (cold cache) with Chromium's CPU slowed `cpuRate` times. */
async function throttledPage(browser: Browser, cpuRate: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return { context, page, cdp };
}

/** One cold load of the login page. */
export async function measureLoginLoad(
  browser: Browser,
  baseUrl: string,
  cpuRate: number,
): Promise<LoginLoad> {
  const { context, page, cdp } = await throttledPage(browser, cpuRate);
  try {
    let requests = 0;
    let bytes = 0;
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!event.request.url.startsWith('data:')) requests += 1;
    });
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
    });
    await page.addInitScript(MARK_LOGIN_INTERACTIVE);
    await page.goto(`${baseUrl}/auth/login`, { waitUntil: 'commit' });
    const interactiveMs = await loginInteractive(page);
    await page.waitForLoadState('networkidle');
    return { requests, bytes, interactiveMs };
  } finally {
    await context.close();
  }
}

/** Every request of one cold federated login load at CPU ×1, as `KB  type  path`. */
export async function listLoginRequests(browser: Browser, baseUrl: string): Promise<string[]> {
  const { context, page, cdp } = await throttledPage(browser, 1);
  try {
    const seen = new Map<string, { url: string; type: string; bytes: number }>();
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (event) => {
      seen.set(event.requestId, { url: event.request.url, type: event.type ?? '', bytes: 0 });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const entry = seen.get(event.requestId);
      if (entry) entry.bytes = event.encodedDataLength;
    });
    await page.addInitScript(MARK_LOGIN_INTERACTIVE);
    await page.goto(`${baseUrl}/auth/login`, { waitUntil: 'commit' });
    await loginInteractive(page);
    await page.waitForLoadState('networkidle');
    return [...seen.values()].map(
      (entry) =>
        `${(entry.bytes / 1024).toFixed(1).padStart(7)} KB  ${entry.type.padEnd(10)} ${new URL(entry.url).pathname}`,
    );
  } finally {
    await context.close();
  }
}
