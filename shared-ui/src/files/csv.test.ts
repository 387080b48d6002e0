/**
 * @jest-environment node
 */
import Papa from 'papaparse';
import { csvFile, csvText } from './csv';

const parse = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: true }).data;

describe('the CSV writer', () => {
  it.each(['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'writes %j as text, never as a formula',
    (cell) => {
      expect(parse(csvText([[cell]]))).toEqual([[`'${cell}`]]);
    },
  );

  it('leaves ordinary text, numbers and empty cells as they are', () => {
    const text = csvText([
      ['name', 'count', 'note'],
      ['a, "quoted" b', -5, null],
      ['x=1', 0.25, undefined],
    ]);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parse(text)).toEqual([
      ['name', 'count', 'note'],
      ['a, "quoted" b', '-5', ''],
      ['x=1', '0.25', ''],
    ]);
  });

  it('writes nothing for no rows, so batches concatenate', () => {
    expect(csvText([])).toBe('');
    expect(csvText([['a']]) + csvText([['b']])).toBe('a\r\nb\r\n');
  });

  it('makes a UTF-8 CSV file with a byte-order mark', async () => {
    const file = csvFile([csvText([['é']])]);
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect(new Uint8Array(await file.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
  });
});
