import { useCallback } from 'react';

/** How near a menu link may come to what is on screen before its page is fetched. */
export const LINK_PREFETCH_MARGIN_PX = 200;

/** The element whose scrolling moves `element` (the menu's drawer), or null for the page. */
function scrollingAncestor(element: Element): Element | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if (overflowY === 'auto' || overflowY === 'scroll') return parent;
  }
  return null;
}

/** When the page is idle: a prefetch must never hold up what is being shown. */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 0);
}

/**
 * A ref for links that calls `prefetch(the link's address)` once the link comes within
 * LINK_PREFETCH_MARGIN_PX of the visible part of the list it scrolls in, so a page is
 * usually loaded before its link is even seen. A new `prefetch` (say, once the remote
 * behind a link has loaded) gives a new ref, which looks at every link afresh.
 */
export function usePrefetchNearViewport(
  prefetch: (to: string) => void,
): (link: HTMLAnchorElement | null) => (() => void) | undefined {
  return useCallback(
    (link: HTMLAnchorElement | null) => {
      if (!link || typeof IntersectionObserver === 'undefined') return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          const to = link.getAttribute('href');
          if (to) whenIdle(() => prefetch(to));
        },
        { root: scrollingAncestor(link), rootMargin: `${LINK_PREFETCH_MARGIN_PX}px` },
      );
      observer.observe(link);
      return () => observer.disconnect();
    },
    [prefetch],
  );
}
