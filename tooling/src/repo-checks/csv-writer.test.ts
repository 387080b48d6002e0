import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../stack/repo-paths';
import { consoleSourceFiles } from './console-sources';

/**
 * Every CSV the console writes goes through shared-ui's one writer, which escapes cells a
 * spreadsheet would run as formulae. A second writer is how end users' questions came out
 * of the Analytics exports as live `=HYPERLINK(...)` cells, so any other way fails here.
 */
const WRITER = 'shared-ui/src/files/csv.ts';
const IMPORTS_WRITER = /from '(?:@switchboard\/shared-ui\/csv|(?:\.\.?\/)+files\/csv)'/;

/** Ways to write CSV without the writer, and the files that may name them (and why). */
const OTHER_WRITERS: { name: string; pattern: RegExp; allowed: string[] }[] = [
  { name: 'papaparse', pattern: /from 'papaparse'|require\('papaparse'\)/, allowed: [WRITER] },
  // download.ts only labels text it is handed; the text itself comes from the writer.
  {
    name: 'a text/csv blob',
    pattern: /text\/csv/,
    allowed: [WRITER, 'shared-ui/src/files/download.ts'],
  },
  // The data grid's own export has a writer of its own; the console's grid turns it off.
  {
    name: "the data grid's CSV export",
    pattern:
      /csvOptions|escapeFormulas|(?:export|get)DataAsCsv|ExportCsv|GridToolbarExport\b|GridCsvExportMenuItem/,
    allowed: ['shared-ui/src/data-grid/console-data-grid.tsx'],
  },
  {
    name: 'a hand-joined CSV line',
    pattern: /\.join\(\s*(['"`])[,;]\1\s*\)[^\n]*\.join\(\s*(['"`])\\r?\\n\2\s*\)/,
    allowed: [],
  },
];

const sources = () =>
  consoleSourceFiles().map((file) => ({
    file: path.relative(REPO_ROOT, file),
    text: fs.readFileSync(file, 'utf8'),
  }));

/** A module's relative imports, as repository paths. */
function relativeImports(file: string, text: string): string[] {
  return [...text.matchAll(/from '(\.\.?\/[^']+)'/g)].flatMap(([, spec]) =>
    ['.ts', '.tsx']
      .map((ext) => path.join(path.dirname(file), spec! + ext))
      .filter((candidate) => fs.existsSync(path.join(REPO_ROOT, candidate))),
  );
}

describe('CSV files', () => {
  it('finds the writer and its users', () => {
    const users = sources().filter(({ text }) => IMPORTS_WRITER.test(text));
    expect(users.length).toBeGreaterThanOrEqual(5);
  });

  it.each(OTHER_WRITERS)('are never written through $name', ({ pattern, allowed }) => {
    const offenders = sources()
      .filter(({ file, text }) => pattern.test(text) && !allowed.includes(file))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('are named .csv only by code that takes their text from the writer', () => {
    const byFile = new Map(sources().map(({ file, text }) => [file, text]));
    const usesWriter = (file: string, text: string) =>
      IMPORTS_WRITER.test(text) ||
      relativeImports(file, text).some((imported) =>
        IMPORTS_WRITER.test(byFile.get(imported) ?? ''),
      );
    const offenders = [...byFile]
      .filter(([file, text]) => /\.csv[`'"]/.test(text) && !usesWriter(file, text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
