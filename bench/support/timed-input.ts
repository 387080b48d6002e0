import type { Browser, BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    __benchInputAt?: number;
    __benchSettled?: Promise<number>;
    /** Whether a page-loading spinner was on screen between the input and the state awaited. */
    __benchSpinnerShown?: boolean;
  }
}

/**
 * Records when each trusted click and keystroke happened, on the page's clock: a figure
 * runs from the input a person makes, not from when the harness began to send it (the
 * harness first checks the target is visible and still, which takes tens of ms).
 */
const MARK_INPUTS = `(() => {
  // tsx compiles the bench with esbuild's keepNames, which wraps the named functions the
  // bench sends to the page (armSettled's helpers) in a __name() the page lacks.
  globalThis.__name ??= (fn) => fn;
  for (const type of ['click', 'input']) {
    document.addEventListener(type, (event) => {
      if (event.isTrusted) window.__benchInputAt = event.timeStamp;
    }, true);
  }
})();`;

/** What a timed input waits for: a section's heading, its grid's rows, an order, a search. */
export type Settled =
  | ['heading', string]
  | ['page', string]
  | ['sorted', string]
  | ['searched', string]
  | ['rows', string];

/**
 * In the page: from the next input to the animation frame after the page first shows the
 * state awaited (checked on every DOM change). One function holding every state, since
 * the console's CSP forbids compiling a predicate in the page.
 */
function armSettled([kind, arg]: Settled) {
  const armedAt = performance.now();
  const heading = () =>
    [...document.querySelectorAll('h1')].some((h1) => h1.textContent?.trim() === arg);
  const gridRows = (label: string) =>
    [...document.querySelectorAll('[role="grid"]')]
      .find((grid) => grid.getAttribute('aria-label') === label)
      ?.querySelectorAll('[role="row"][data-id]').length ?? 0;
  const loading = () => document.querySelector('[role="grid"] [role="progressbar"]') !== null;
  // The console's page spinner (RemoteLoading) and the shell pages' loading bar.
  const pageSpinner = () =>
    document.querySelector('[role="progressbar"][aria-label^="Loading the page"]') !== null ||
    [...document.querySelectorAll('[aria-busy="true"] [role="progressbar"]')].length > 0;
  window.__benchSpinnerShown = false;
  const met = () => {
    switch (kind) {
      case 'heading':
        return heading();
      case 'page':
        return heading() && gridRows(arg) > 0;
      case 'rows':
        return gridRows(arg) > 0;
      case 'sorted':
        return (
          document
            .querySelector('[role="columnheader"][data-field="name"]')
            ?.getAttribute('aria-sort') === arg && !loading()
        );
      case 'searched': {
        // The quick filter matches each word on its own, anywhere in the row.
        const rows = [...document.querySelectorAll('[role="grid"] [role="row"][data-id]')];
        const words = arg.split(' ');
        return (
          rows.length > 0 &&
          rows.every((row) => words.every((word) => row.textContent?.includes(word))) &&
          !loading()
        );
      }
    }
  };
  window.__benchSettled = new Promise<number>((resolve, reject) => {
    const stop = () => {
      observer.disconnect();
      clearInterval(timer);
    };
    const check = () => {
      const input = window.__benchInputAt;
      if (input !== undefined && input >= armedAt && pageSpinner()) {
        window.__benchSpinnerShown = true;
      }
      if (input === undefined || input < armedAt || !met()) {
        if (performance.now() - armedAt > 60_000) {
          stop();
          reject(new Error(`the page never showed ${kind} ${arg}`));
        }
        return;
      }
      stop();
      requestAnimationFrame(() => resolve(performance.now() - input));
    };
    const observer = new MutationObserver(check);
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    // A state can also be reached with no DOM change after the input (a cached order).
    const timer = setInterval(check, 50);
  });
}

/** Whether the last timed input's page showed a loading spinner before the state awaited. */
export const spinnerShown = (page: Page) =>
  page.evaluate(() => window.__benchSpinnerShown === true);

/** Milliseconds from the input `act` makes to the frame that shows `settled`. */
export async function timeInput(page: Page, act: () => Promise<unknown>, settled: Settled) {
  await page.evaluate(armSettled, settled);
  await act();
  return page.evaluate(() => window.__benchSettled!);
}

/** A fresh context whose pages record their inputs for `timeInput`. */
export async function timedContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(MARK_INPUTS);
  return context;
}
