import type { getDocumentProxy } from 'unpdf';
import { usableTitle } from './heading-title';

type PDFDocumentProxy = Awaited<ReturnType<typeof getDocumentProxy>>;

interface Line {
  text: string;
  size: number;
}

// A line counts as a heading when its type is at least this much larger than the body's.
const HEADING_SCALE = 1.2;
// Only the top of the first page is searched: a large line further down is not the title.
const FIRST_LINES = 5;

/** The first page's text as lines (items sharing a baseline), each with its largest type size. */
async function firstPageLines(pdf: PDFDocumentProxy): Promise<Line[]> {
  const page = await pdf.getPage(1);
  const { items } = await page.getTextContent();
  const lines: (Line & { y: number })[] = [];
  for (const item of items) {
    if (!('str' in item) || item.str === '') continue;
    const y = Math.round(item.transform[5] as number);
    const last = lines.at(-1);
    if (last && last.y === y) {
      last.text += item.str;
      last.size = Math.max(last.size, item.height);
    } else lines.push({ text: item.str, size: item.height, y });
  }
  return lines.filter((line) => line.text.trim() !== '');
}

/** The type size most of the page's characters are set in. */
function bodySize(lines: Line[]): number {
  const chars = new Map<number, number>();
  for (const line of lines) chars.set(line.size, (chars.get(line.size) ?? 0) + line.text.length);
  return [...chars].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [0, 0])[0];
}

/**
 * A PDF's title: its Title property when the maker set a real one, else the first line at
 * the top of page one set larger than the body text (a heading). Type size rather than
 * position alone: a PDF whose text is all one size has no heading to take.
 */
export async function pdfTitle(pdf: PDFDocumentProxy): Promise<string | undefined> {
  const { info } = (await pdf.getMetadata()) as { info: { Title?: unknown } };
  const property = usableTitle(typeof info.Title === 'string' ? info.Title : undefined);
  if (property) return property;
  const lines = await firstPageLines(pdf);
  const body = bodySize(lines);
  const heading = lines
    .slice(0, FIRST_LINES)
    .find((line) => body > 0 && line.size >= body * HEADING_SCALE);
  return usableTitle(heading?.text);
}
