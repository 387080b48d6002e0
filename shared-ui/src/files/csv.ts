import Papa from 'papaparse';

/**
 * The console's one CSV writer: every export goes through it (a repo check keeps it so).
 * End users' questions reach exports verbatim, and a cell starting with = + - @, a tab
 * or a carriage return runs as a formula when a spreadsheet opens the file (OWASP "CSV
 * injection"), so such a cell is written as text behind a leading apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | boolean | null | undefined;

/** Rows as CSV text, each line ending in CRLF, so batches concatenate into one file. */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  if (rows.length === 0) return '';
  // Only text is escaped: a number's digits cannot spell a formula, and -5 stays a value.
  const cells = rows.map((row) => row.map((cell) => cell ?? ''));
  return `${Papa.unparse(cells, { newline: '\r\n', escapeFormulae: FORMULA_START })}\r\n`;
}

/** A CSV file of text parts; the byte-order mark makes spreadsheets read it as UTF-8. */
export function csvFile(parts: readonly BlobPart[]): Blob {
  return new Blob(['\uFEFF', ...parts], { type: 'text/csv;charset=utf-8' });
}
