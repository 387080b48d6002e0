export const CHUNK_SIZE = 800;
export const CHUNK_OVERLAP = 150;

export interface TextChunk {
  content: string;
  pageNumber: number | null;
}

// Runs of blanks are one space after the second pass, so the third needs no quantifier
// that could rescan them.
const normalise = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();

// Kept on a paragraph's last sentence so a heading does not run into the text below it.
const PARAGRAPH_END = '\n\n';

/**
 * Unicode's sentence rules (ICU) rather than a regular expression: they keep "2.4 GHz",
 * "e.g. the" and "v1.2" in one sentence, and a break is found in one pass, where the old
 * regular expression rescanned a long run without a stop (60 KB froze the process 4 s).
 */
const SENTENCES = new Intl.Segmenter('en', { granularity: 'sentence' });

/**
 * V8's segmenter reads its whole input again for every segment it yields (1 MB of prose
 * took 13 s), so it is fed a window at a time, a small one because one-letter sentences
 * cost a window's length each. The window's last sentence may run on past it, so it
 * starts the next window; a window that is all one sentence is carried into the next.
 */
const WINDOW = 512;

/** Never between the two halves of a surrogate pair, which stored apart become U+FFFD. */
function whole(text: string, end: number): number {
  const code = text.charCodeAt(end - 1);
  return end < text.length && code >= 0xd800 && code <= 0xdbff ? end - 1 : end;
}

/** Where to cut `text` within `limit` characters of `start`: after a space in the second half, if any. */
function cutAt(text: string, start: number, limit: number): number {
  // Searched in the slice: lastIndexOf on the whole text would scan back to its start.
  const space = text.slice(start, start + limit).lastIndexOf(' ');
  return space >= limit / 2 ? start + space + 1 : whole(text, start + limit);
}

function* sentencesOf(paragraph: string): Generator<string> {
  let start = 0;
  let carried = '';
  while (paragraph.length - start > WINDOW) {
    const window = paragraph.slice(start, cutAt(paragraph, start, WINDOW));
    const parts = Array.from(SENTENCES.segment(window), (part) => part.segment);
    const last = parts.length > 1 ? parts.pop()! : '';
    if (last === '') carried += parts.pop()!;
    else {
      parts[0] = carried + parts[0];
      carried = '';
      yield* parts;
    }
    start += window.length - last.length;
  }
  const parts = Array.from(SENTENCES.segment(paragraph.slice(start)), (part) => part.segment);
  yield carried + (parts.shift() ?? '');
  yield* parts;
}

/** Pieces of at most `size` characters, cut at a space when there is one in the second half. */
function* cut(sentence: string, size: number): Generator<string> {
  let start = 0;
  while (sentence.length - start > size) {
    const end = cutAt(sentence, start, size);
    yield sentence.slice(start, end).trimEnd();
    start = end;
  }
  if (start < sentence.length) yield sentence.slice(start);
}

/**
 * Between paragraphs, where Unicode's rules always end a sentence. The paragraphs are
 * segmented together: a segmenter per paragraph costs about 3 µs to make (1 MB of
 * one-word paragraphs took 1.7 s).
 */
const PARAGRAPH_SEPARATOR = '\u2029';

/**
 * Abbreviations Unicode's rules end a sentence at when a capital follows ("Dr. Smith",
 * "Mr. Brown", "e.g. The"). Tested on the sentence's last few characters only, so the
 * check costs the same however long the sentence.
 */
const ABBREVIATION =
  /(?:^|[\s(])(?:dr|mr|mrs|ms|prof|st|mt|jr|sr|no|vs|etc|e\.g|i\.e|u\.s|u\.k|approx|dept|fig)\.$/i;
const endsWithAbbreviation = (sentence: string) => ABBREVIATION.test(sentence.slice(-8));

/** Sentences, paragraph by paragraph; a "sentence" longer than a chunk (a table, a list of URLs) is cut. */
export function sentences(text: string, size = CHUNK_SIZE): string[] {
  const out: string[] = [];
  const paragraphs = normalise(text)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\n/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
  let paragraphStart = 0;
  for (const sentence of sentencesOf(paragraphs.join(PARAGRAPH_SEPARATOR) + PARAGRAPH_SEPARATOR)) {
    const trimmed = sentence.trim();
    const previous = out.length > paragraphStart ? out[out.length - 1]! : undefined;
    if (
      trimmed &&
      previous !== undefined &&
      endsWithAbbreviation(previous) &&
      previous.length + 1 + trimmed.length <= size
    )
      out[out.length - 1] = `${previous} ${trimmed}`;
    else if (trimmed.length > size) for (const piece of cut(trimmed, size)) out.push(piece);
    else if (trimmed) out.push(trimmed);
    if (sentence.endsWith(PARAGRAPH_SEPARATOR) && out.length > paragraphStart) {
      out[out.length - 1] += PARAGRAPH_END;
      paragraphStart = out.length;
    }
  }
  return out;
}

const join = (parts: string[]) =>
  parts
    .map((part) => (part.endsWith(PARAGRAPH_END) ? part : `${part} `))
    .join('')
    .trim();

/** The last parts that fit in `overlap` characters (each counted with its separator). */
function tail(parts: string[], overlap: number): { kept: string[]; length: number } {
  let length = 0;
  let first = parts.length;
  while (first > 0 && length + parts[first - 1]!.length <= overlap) {
    first -= 1;
    length += parts[first]!.length + 1;
  }
  return { kept: parts.slice(first), length };
}

/**
 * Packs whole sentences into chunks of about `size` characters and starts each
 * chunk with the last sentences of the previous one, so a fact that straddles
 * a boundary is still found whole in one chunk.
 */
export function chunkText(
  text: string,
  pageNumber: number | null = null,
  size = CHUNK_SIZE,
  overlap = CHUNK_OVERLAP,
): TextChunk[] {
  const chunks: TextChunk[] = [];
  let current: string[] = [];
  // The length of `current` as joined, kept as it grows: summing it again for every
  // sentence cost a chunk's sentence count per sentence ("a. a. a." has hundreds).
  let length = 0;
  let fresh = 0;
  for (const sentence of sentences(text, size)) {
    if (fresh > 0 && length + sentence.length > size) {
      chunks.push({ content: join(current), pageNumber });
      ({ kept: current, length } = tail(current, overlap));
      fresh = 0;
    }
    if (length + sentence.length > size) {
      current = [];
      length = 0;
    }
    current.push(sentence);
    length += sentence.length + 1;
    fresh += 1;
  }
  if (fresh > 0) chunks.push({ content: join(current), pageNumber });
  return chunks;
}

/** Chunks every page separately so each passage keeps its page number. */
export function chunkPages(pages: string[], paged: boolean): TextChunk[] {
  return pages.flatMap((page, index) => chunkText(page, paged ? index + 1 : null));
}
