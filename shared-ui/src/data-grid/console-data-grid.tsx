import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type DataGridProps,
  type GridSlotProps,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { RetryAlert } from '../feedback/retry-alert';
import { EmptyState } from '../page/empty-state';
import { fileSafe } from '../files/download';
import { GridCsvMenuItem } from './grid-csv-menu-item';
import { useColumnsByWidth } from './use-columns-by-width';

export const PAGE_SIZE_OPTIONS = [25, 50, 100];

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    emptyTitle?: string;
    emptyMessage?: string;
    emptyAction?: ReactNode;
  }
  interface ToolbarPropsOverrides {
    /** The default toolbar's export menu takes extra items; the console's CSV is one. */
    additionalExportMenuItems?: (onMenuItemClick: () => void) => ReactNode;
  }
}

function EmptyOverlay({ emptyTitle, emptyMessage, emptyAction }: GridSlotProps['noRowsOverlay']) {
  return (
    <Stack
      sx={{
        height: '100%',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        textAlign: 'center',
      }}
      role="status"
    >
      <Typography variant="h6" component="p">
        {emptyTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: emptyAction ? 2 : 0 }}>
        {emptyMessage}
      </Typography>
      {emptyAction}
    </Stack>
  );
}

/**
 * One slot component for every grid and render: a component made inside the render would
 * be a new type each time, which React mounts afresh and the grid takes as a new slot.
 */
// The grid's own loading bar has no name, and a progress bar without one is a serious
// accessibility fault (axe's aria-progressbar-name) whenever a refetch is caught in flight.
function LoadingRowsProgress(props: GridSlotProps['baseLinearProgress']) {
  return <LinearProgress aria-label="Loading rows" {...props} />;
}

const SLOTS = { noRowsOverlay: EmptyOverlay, baseLinearProgress: LoadingRowsProgress };

const FILL_WINDOW = { width: '100%', height: 'calc(100vh - 220px)', minHeight: 420 };

export interface ConsoleDataGridProps<Row extends GridValidRowModel> extends Omit<
  DataGridProps<Row>,
  'label'
> {
  /** Names the grid for assistive technology and titles its toolbar. */
  label: string;
  /** File name (without extension) for the CSV export of the filtered rows (default: the label). */
  exportFileName?: string;
  /** Offer the CSV of the filtered rows in the toolbar (off where a page exports all matches itself). */
  csvExport?: boolean;
  /** The date column the rows start sorted by, newest first. */
  newestFirst?: string;
  /** The load failed: shown instead of the grid, with Retry. */
  error?: string | null;
  onRetry?: () => void;
  /**
   * Columns to show only from a grid width up (field → px): the less needed ones make way
   * on a narrow screen rather than the grid scrolling sideways.
   */
  showFrom?: Record<string, number>;
  /** Shown when there are no rows at all. */
  emptyTitle: string;
  emptyMessage: string;
  emptyAction?: ReactNode;
}

/**
 * Every list in the console: sortable, quick search, column filters, 25/50/100 per
 * page, CSV export of what is filtered, and honest loading, empty and error states.
 */
export function ConsoleDataGrid<Row extends GridValidRowModel>({
  label,
  exportFileName = fileSafe(label),
  csvExport = true,
  newestFirst,
  error,
  onRetry,
  emptyTitle,
  emptyMessage,
  emptyAction,
  showFrom,
  initialState,
  slotProps,
  ...grid
}: ConsoleDataGridProps<Row>) {
  const { box, ...visibility } = useColumnsByWidth(showFrom);
  if (error) {
    return <RetryAlert onRetry={onRetry}>{error}</RetryAlert>;
  }
  // Nothing at all to list (not a search that matched nothing: the rows a client-side grid
  // is given are all there are). A grid with no rows is reported as broken by assistive
  // technology, and its fixed height was an empty box the size of the window.
  if (grid.rows?.length === 0 && !grid.loading && grid.paginationMode !== 'server') {
    return <EmptyState title={emptyTitle} message={emptyMessage} action={emptyAction} />;
  }
  return (
    // A grid that grows with its rows takes no more room than they need (a fixed box under a
    // short list was a blank gap of about 500 px on the Websites page).
    <Box ref={box} sx={grid.autoHeight ? { width: '100%' } : FILL_WINDOW}>
      <DataGrid
        label={label}
        {...(showFrom ? visibility : {})}
        showToolbar
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        initialState={{
          pagination: { paginationModel: { pageSize: PAGE_SIZE_OPTIONS[0]! } },
          ...(newestFirst
            ? { sorting: { sortModel: [{ field: newestFirst, sort: 'desc' as const }] } }
            : {}),
          ...initialState,
        }}
        disableRowSelectionOnClick
        // A search or filter is applied 50 ms after the last keystroke instead of the grid's
        // 150: results follow typing, and a page from the server costs a few milliseconds.
        filterDebounceMs={50}
        slots={SLOTS}
        slotProps={{
          // A progress bar is announced to screen readers; the default skeleton is not.
          loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' },
          noRowsOverlay: { emptyTitle, emptyMessage, emptyAction },
          ...slotProps,
          toolbar: {
            showQuickFilter: true,
            printOptions: { disableToolbarButton: true },
            ...slotProps?.toolbar,
            // After the caller's props: no grid may bring back the grid's own CSV writer.
            csvOptions: { disableToolbarButton: true },
            additionalExportMenuItems: csvExport
              ? (close) => <GridCsvMenuItem fileName={exportFileName} onDone={close} />
              : undefined,
          },
        }}
        // The grid's own cell focus is a 1px tint of the primary colour; the console's ring is 2px.
        sx={{
          '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within, & .MuiDataGrid-columnHeader:focus, & .MuiDataGrid-columnHeader:focus-within':
            {
              outline: (theme) => `2px solid ${theme.palette.primary.main}`,
              outlineOffset: '-2px',
            },
        }}
        {...grid}
      />
    </Box>
  );
}
