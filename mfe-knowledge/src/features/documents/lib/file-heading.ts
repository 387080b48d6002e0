/** Only the start of a file is read for its heading. */
const HEAD_BYTES = 4096;
const MAX_TITLE = 300;
/** Longer than this, a first line standing alone is a sentence, not a heading. */
const MAX_PLAIN_HEADING = 120;

/**
 * The heading a text file opens with, to title the document by it rather than by its file
 * name: a Markdown `# Heading`, or in a plain text file a short first line standing alone
 * (a blank line after it). A PDF's or Word document's heading (or Title property) is read
 * by the knowledge service as it extracts the file; null when the file has no heading.
 */
export async function fileHeading(file: File): Promise<string | null> {
  const markdown = /\.(md|markdown)$/i.test(file.name);
  if (!markdown && !/\.txt$/i.test(file.name)) return null;
  const head = (await file.slice(0, HEAD_BYTES).text()).replace(/^\uFEFF/, '');
  const hashed = withoutClosingHashes(/^#[ \t]+(\S.*)$/m.exec(head)?.[1] ?? '');
  if (hashed) return hashed.slice(0, MAX_TITLE);
  if (markdown) return null;
  const lines = head.split(/\r?\n/);
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first < 0) return null;
  const line = lines[first]!.trim();
  const standsAlone = first + 1 < lines.length && lines[first + 1]!.trim() === '';
  if (!standsAlone || line.length > MAX_PLAIN_HEADING || /[.,;:]$/.test(line)) return null;
  return line;
}

/** "Opening hours ##" is "Opening hours": Markdown allows closing hashes. */
function withoutClosingHashes(heading: string): string {
  let end = heading.length;
  while (end > 0 && '# \t'.includes(heading[end - 1]!)) end -= 1;
  return heading.slice(0, end);
}
