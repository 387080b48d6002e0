import type { Browser } from '@playwright/test';
import { signIn } from './console-walks';

export interface SignedInReload {
  /** Every request the load made, the idle prefetch of the menu's pages included. */
  requests: number;
  /** Those requests' URLs, in the order they were made. */
  urls: string[];
  /** The renderer's main thread busy (Chromium's TaskDuration), script among it. */
  rendererMs: number;
  scriptMs: number;
}

/**
 * A signed-in hard load of /bots (a reload or a deep link, as most visits and every
 * browser test begin), cold cache, until the page and the menu's prefetches are done.
 */
export async function measureSignedInReload(
  browser: Browser,
  baseUrl: string,
): Promise<SignedInReload> {
  const signingIn = await browser.newContext();
  let session;
  try {
    const page = await signingIn.newPage();
    await signIn(page, baseUrl, '/bots');
    session = await signingIn.storageState();
  } finally {
    await signingIn.close();
  }
  const context = await browser.newContext({ storageState: session });
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Performance.enable');
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto(`${baseUrl}/bots`);
    await page.getByRole('heading', { level: 1, name: 'Bots', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const { metrics } = await devtools.send('Performance.getMetrics');
    const seconds = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
    return {
      requests: urls.length,
      urls: [...urls],
      rendererMs: seconds('TaskDuration') * 1000,
      scriptMs: seconds('ScriptDuration') * 1000,
    };
  } finally {
    await context.close();
  }
}
