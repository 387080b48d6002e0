import { useMemo } from 'react';

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

/** The ref usePrefetchNearViewport hands out for one `prefetch`. */
function nearViewportRef(prefetch: (to: string) => void) {
  const fetched = new Set<string>();
  // undefined: not looked up yet; null: the links scroll with the page.
  let root: Element | null | undefined;
  return (link: HTMLAnchorElement | null): (() => void) | undefined => {
    const to = link?.getAttribute('href');
    if (!link || !to || fetched.has(to) || typeof IntersectionObserver === 'undefined') {
      return undefined;
    }
    if (root === undefined) root = scrollingAncestor(link);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || fetched.has(to)) return;
        fetched.add(to);
        observer.disconnect();
        whenIdle(() => prefetch(to));
      },
      { root, rootMargin: `${LINK_PREFETCH_MARGIN_PX}px` },
    );
    observer.observe(link);
    return () => observer.disconnect();
  };
}

/**
 * A ref for links that calls `prefetch(the link's address)` once the link comes within
 * LINK_PREFETCH_MARGIN_PX of the visible part of the list it scrolls in, so a page is
 * usually loaded before its link is even seen. A new `prefetch` (say, once the remote
 * behind a link has loaded) gives a new ref, which looks at every link afresh.
 *
 * The ref runs again on every render of a link (the router's Link merges its refs into a
 * new function each time, and the menu renders on every navigation), inside the commit
 * of the page being shown: so an address already fetched is passed over at once, and the
 * scrolling list is looked up once (the links of one menu scroll together). Looking it up
 * per link and per render read every ancestor's computed style, which recalculated the
 * page's styles in the middle of each menu click (16–29 ms of a first visit).
 */
export function usePrefetchNearViewport(
  prefetch: (to: string) => void,
): (link: HTMLAnchorElement | null) => (() => void) | undefined {
  return useMemo(() => nearViewportRef(prefetch), [prefetch]);
}
