import MenuItem from '@mui/material/MenuItem';
import {
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
} from '@mui/x-data-grid';
import { csvText, csvFile, type CsvCell } from '../files/csv';
import { downloadFile } from '../files/download';

/**
 * The toolbar's "Download as CSV": the grid's own export has a writer of its own, so the
 * console's is used instead and every CSV escapes formulae the same way. It writes what
 * the grid's would: the filtered rows in their order, the visible columns as shown.
 */
export function GridCsvMenuItem({ fileName, onDone }: { fileName: string; onDone: () => void }) {
  const apiRef = useGridApiContext();
  const download = () => {
    const columns = gridVisibleColumnDefinitionsSelector(apiRef).filter(
      (column) => !column.disableExport && column.type !== 'actions',
    );
    const rows = gridFilteredSortedRowIdsSelector(apiRef).map((id) => {
      const row = apiRef.current.getRow(id);
      return columns.map((column): CsvCell => {
        // A number goes out as a number, so a negative one is not taken for a formula.
        const value: unknown = apiRef.current.getRowValue(row, column);
        if (column.type === 'number' && typeof value === 'number') return value;
        return apiRef.current.getRowFormattedValue<CsvCell>(row, column) ?? null;
      });
    });
    const header = columns.map((column) => column.headerName ?? column.field);
    downloadFile(`${fileName}.csv`, csvFile([csvText([header, ...rows])]));
    onDone();
  };
  return <MenuItem onClick={download}>Download as CSV</MenuItem>;
}
