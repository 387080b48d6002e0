// Its own entry: the grid is large, and the shell's first load (which imports the main
// entry for the theme and toasts) must not pay for it.
export { ConsoleDataGrid, PAGE_SIZE_OPTIONS, type ConsoleDataGridProps } from './console-data-grid';
export { rowActionsColumn, type RowAction, type RowActionsOptions } from './row-actions-column';
export { gridQueryState, type GridQuery, type GridQueryState } from './grid-query-state';
export { useCellFocus, type CellFocus } from './use-cell-focus';
