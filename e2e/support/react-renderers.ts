import type { Page } from '@playwright/test';

/**
 * React DOM announces each renderer it starts to the devtools hook; this hook counts them,
 * so a test can tell one React from two on a page (two copies would keep two roots apart).
 */
export async function countReactRenderers(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const hook = {
      renderers: new Map(),
      supportsFiber: true,
      injections: 0,
      inject(renderer: unknown) {
        hook.injections += 1;
        hook.renderers.set(hook.injections, renderer);
        return hook.injections;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
    Object.assign(window, { __REACT_DEVTOOLS_GLOBAL_HOOK__: hook });
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { injections: number } })
          .__REACT_DEVTOOLS_GLOBAL_HOOK__.injections,
    );
}
