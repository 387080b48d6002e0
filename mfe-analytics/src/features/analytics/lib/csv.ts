import { csvText } from '@switchboard/shared-ui/csv';
import type { CardView } from './card-view';

/** A card's CSV: its columns as headers (with units) and exactly the rows it plots. */
export function viewToCsv(view: CardView): string {
  return csvText([
    view.columns.map((column) => (column.unit ? `${column.label} (${column.unit})` : column.label)),
    ...view.rows.map((row) => view.columns.map((column) => row[column.key])),
  ]);
}
