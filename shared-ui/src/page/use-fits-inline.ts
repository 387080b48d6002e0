import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether a row of actions fits the room its container leaves for it. The row is measured
 * while it is shown; once it no longer fits, the width it needed is kept, so the row comes
 * back only when the container is that wide again (no flicker between the two forms).
 */
export function useFitsInline(
  container: RefObject<HTMLElement | null>,
  row: RefObject<HTMLElement | null>,
  /** The width the row may take in a container this wide (a stable function). */
  room: (containerWidth: number) => number,
  enabled: boolean,
): boolean {
  const [fits, setFits] = useState(true);
  const needed = useRef(0);

  useLayoutEffect(() => {
    const box = container.current;
    if (!enabled || !box) return;
    const measure = () => {
      const available = room(box.clientWidth);
      if (row.current) needed.current = row.current.scrollWidth;
      setFits(needed.current <= available);
    };
    measure();
    // jsdom has no ResizeObserver: there the row stays inline.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (row.current) observer.observe(row.current);
    return () => observer.disconnect();
  }, [container, row, room, enabled, fits]);

  return fits;
}
