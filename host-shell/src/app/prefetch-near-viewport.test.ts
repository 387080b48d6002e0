import { renderHook } from '@testing-library/react';
import { usePrefetchNearViewport } from './prefetch-near-viewport';

/** jsdom has no IntersectionObserver: this one records what is observed and lets a test show it. */
class FakeObserver {
  static made: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  show() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as never);
  }
}

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.setAttribute('href', href);
  document.body.append(anchor);
  return anchor;
}

beforeEach(() => {
  FakeObserver.made = [];
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  globalThis.requestIdleCallback = ((work: () => void) => {
    work();
    return 0;
  }) as typeof requestIdleCallback;
});

test('a link is fetched once it comes near the screen, and passed over when its ref runs again', () => {
  const prefetch = jest.fn();
  const styles = jest.spyOn(window, 'getComputedStyle');
  const { result } = renderHook(() => usePrefetchNearViewport(prefetch));
  const bots = link('/bots');
  const cleanup = result.current(bots);
  expect(prefetch).not.toHaveBeenCalled();
  FakeObserver.made[0]!.show();
  expect(prefetch).toHaveBeenCalledWith('/bots');
  const lookups = styles.mock.calls.length;
  cleanup?.();
  // The router's Link hands the ref a new function on every render: the same link again.
  expect(result.current(bots)).toBeUndefined();
  expect(FakeObserver.made).toHaveLength(1);
  // Another link of the menu is observed without reading the ancestors' styles again.
  result.current(link('/setup/businesses'));
  expect(FakeObserver.made).toHaveLength(2);
  expect(styles.mock.calls.length).toBe(lookups);
  FakeObserver.made[1]!.show();
  expect(prefetch).toHaveBeenLastCalledWith('/setup/businesses');
  expect(prefetch).toHaveBeenCalledTimes(2);
});

test('a new prefetch looks at every link afresh', () => {
  const first = jest.fn();
  const second = jest.fn();
  const { result, rerender } = renderHook(({ prefetch }) => usePrefetchNearViewport(prefetch), {
    initialProps: { prefetch: first },
  });
  const bots = link('/bots');
  result.current(bots);
  FakeObserver.made[0]!.show();
  rerender({ prefetch: second });
  result.current(bots);
  FakeObserver.made[1]!.show();
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).toHaveBeenCalledWith('/bots');
});
