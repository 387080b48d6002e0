import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';

/**
 * Which columns a grid shows at its width: a column named in `showFrom` is hidden while the
 * grid is narrower than its width there (on a phone only the columns that say what a row
 * is, on a laptop all but the least needed), instead of the grid running off to the side.
 * What the user switches in the columns panel wins over the width.
 */
export function useColumnsByWidth(showFrom: Record<string, number> | undefined) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  const [chosen, setChosen] = useState<GridColumnVisibilityModel>({});

  useLayoutEffect(() => {
    const element = box.current;
    if (!showFrom || !element) return;
    setWidth(element.clientWidth);
    // jsdom has no ResizeObserver: there every column shows.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [showFrom]);

  const model = useMemo(() => {
    if (!showFrom || width === null || width === 0) return chosen;
    const byWidth = Object.fromEntries(
      Object.entries(showFrom).map(([field, from]) => [field, width >= from]),
    );
    return { ...byWidth, ...chosen };
  }, [showFrom, width, chosen]);

  return {
    box,
    columnVisibilityModel: model,
    onColumnVisibilityModelChange: (next: GridColumnVisibilityModel) =>
      // Only what differs from the width's choice is the user's.
      setChosen((earlier) => ({
        ...earlier,
        ...Object.fromEntries(
          Object.entries(next).filter(([field, shown]) => model[field] !== shown),
        ),
      })),
  };
}
