import { useEffect, useRef } from 'react';

/** What a column's renderCell is given about focus (GridRenderCellParams). */
export interface CellFocus {
  hasFocus: boolean;
  tabIndex: 0 | -1;
}

/**
 * The console's one grid keyboard pattern, for a link or button inside a cell: the grid is
 * one Tab stop, the arrow keys move from cell to cell, and the control in the focused cell
 * takes the focus (so Enter follows the link or presses the button), as the grid's own row
 * action buttons do. Spread the result on the control.
 */
export function useCellFocus<Element extends HTMLElement>({ hasFocus, tabIndex }: CellFocus) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    if (hasFocus) ref.current?.focus();
  }, [hasFocus]);
  return { ref, tabIndex };
}
