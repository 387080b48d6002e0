/**
 * @jest-environment node
 */
import Papa from 'papaparse';
import { aBusiness } from '../../../testing/fixtures';
import { exportBusinessesCsv } from './export-csv';

/** The file's text, after checking it opens with the byte-order mark spreadsheets need for UTF-8. */
async function csvOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  // Decoding drops the mark.
  return blob.text();
}

const businesses = Array.from({ length: 7 }, (_, index) =>
  aBusiness({ id: `id-${index}`, name: index === 3 ? '=HYPERLINK("x")' : `Business ${index}` }),
);

it('walks every page the server has and writes one CSV with one header', async () => {
  const offsets: number[] = [];
  const progress: string[] = [];
  const blob = await exportBusinessesCsv({
    batchSize: 3,
    fetchBatch: async (offset) => {
      offsets.push(offset);
      return { items: businesses.slice(offset, offset + 3), total: 7, limit: 3, offset };
    },
    typeName: (id) => (id ? 'Retailer' : ''),
    onProgress: (done, total) => progress.push(`${done}/${total}`),
  });
  expect(offsets).toEqual([0, 3, 6]);
  expect(progress).toEqual(['3/7', '6/7', '7/7']);
  const rows = Papa.parse<string[]>((await csvOf(blob)).trim()).data;
  expect(rows[0]).toEqual(['Name', 'Industry', 'Type', 'Created']);
  expect(rows.slice(1).map((row) => row[0])).toEqual([
    'Business 0',
    'Business 1',
    'Business 2',
    // A cell that would run as a formula in a spreadsheet is quoted as text.
    `'=HYPERLINK("x")`,
    'Business 4',
    'Business 5',
    'Business 6',
  ]);
  expect(rows[1]!.slice(1)).toEqual([
    'Retail & E-commerce',
    'Retailer',
    new Date(businesses[0]!.createdAt).toLocaleDateString(),
  ]);
});

it('writes only the header when nothing matches', async () => {
  const blob = await exportBusinessesCsv({
    batchSize: 3,
    fetchBatch: async (offset) => ({ items: [], total: 0, limit: 3, offset }),
    typeName: () => '',
    onProgress: () => undefined,
  });
  expect(await csvOf(blob)).toBe('Name,Industry,Type,Created\r\n');
});
