import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CardView, Cell } from '../lib/card-view';
import { displayCell } from '../lib/display-cell';

function cellContent(value: Cell | undefined) {
  const { text, dateTime } = displayCell(value);
  return dateTime ? <time dateTime={dateTime}>{text}</time> : text;
}

/** The numbers a card plots, as a table: the chart's text alternative. */
export function DataTable({ view, caption }: { view: CardView; caption: string }) {
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          {view.columns.map((column) => (
            <TableCell key={column.key} scope="col">
              {column.unit ? `${column.label} (${column.unit})` : column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {view.rows.map((row, index) => (
          <TableRow key={index}>
            {view.columns.map((column) => (
              <TableCell key={column.key}>{cellContent(row[column.key])}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
