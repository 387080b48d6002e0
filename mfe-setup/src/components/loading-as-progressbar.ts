import type { DataGridProps } from '@mui/x-data-grid';

/**
 * The grid's default first-load skeleton has no role, so a screen reader hears nothing;
 * a progress bar is announced as loading, both on the first load and on refreshes.
 */
export const LOADING_AS_PROGRESSBAR: DataGridProps['slotProps'] = {
  loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' },
};
