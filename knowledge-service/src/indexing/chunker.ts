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

/**
 * The longest line taken for a heading, and the most lines one may run to (a document's
 * title above its first heading). Longer runs of short lines are a list, not a heading.
 */
const HEADING_LENGTH = 80;
const HEADING_LINES = 2;

// A heading states no sentence: it ends without a sentence's or a clause's closing mark.
const headingLike = (line: string) =>
  line.length <= HEADING_LENGTH && /\p{L}/u.test(line) && !/[.!?:;,]$/.test(line);
const endsSentence = (line: string) => /[.!?]["'”’)]*$/.test(line);

interface Paragraph {
  text: string;
  heading: boolean;
}

/**
 * Paragraphs, with each heading made a paragraph of its own. Every format's extracted text
 * puts a heading on a line of its own (markdown and PDF run it into the paragraph above), so
 * a heading is one or two short lines without a closing mark, after a sentence's end or a
 * blank line, with text that is not heading-like after them.
 */
function paragraphsOf(text: string): Paragraph[] {
  const out: Paragraph[] = [];
  for (const block of normalise(text).split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((line) => line !== '');
    let body: string[] = [];
    for (const line of lines) {
      if (headingLike(line) && (body.length === 0 || endsSentence(body.at(-1)!))) {
        if (body.length > 0) out.push({ text: body.join(' '), heading: false });
        out.push({ text: line, heading: true });
        body = [];
      } else body.push(line);
    }
    if (body.length > 0) out.push({ text: body.join(' '), heading: false });
  }
  return headingsOf(out);
}

/**
 * One heading per run of heading-like lines that text follows (a title above a heading is
 * one); a longer run is a list, and a run at the end heads nothing.
 */
function headingsOf(paragraphs: Paragraph[]): Paragraph[] {
  const out: Paragraph[] = [];
  for (let start = 0; start < paragraphs.length;) {
    let end = start;
    while (paragraphs[end]?.heading) end += 1;
    if (end === start) {
      out.push(paragraphs[start]!);
      start += 1;
      continue;
    }
    const run = paragraphs.slice(start, end);
    if (run.length <= HEADING_LINES && end < paragraphs.length)
      out.push({ text: run.map((p) => p.text).join(' '), heading: true });
    // Pushed one by one: spreading a run of a million short lines overflows the stack.
    else for (const p of run) out.push({ text: p.text, heading: false });
    start = end;
  }
  return out;
}

/** A headed section's sentences; `heading` is how many of them are its heading (0 for none). */
interface Section {
  sentences: string[];
  heading: number;
}

/** Sentences, paragraph by paragraph, in headed sections; a "sentence" longer than a chunk is cut. */
function sectionsOf(text: string, size: number): Section[] {
  const paragraphs = paragraphsOf(text);
  const sections: Section[] = [{ sentences: [], heading: 0 }];
  let out = sections[0]!.sentences;
  let paragraph = 0;
  let paragraphStart = 0;
  const source = paragraphs.map((p) => p.text).join(PARAGRAPH_SEPARATOR) + PARAGRAPH_SEPARATOR;
  for (const sentence of paragraphs.length > 0 ? sentencesOf(source) : []) {
    if (paragraphs[paragraph]?.heading && out.length === paragraphStart && out.length > 0) {
      sections.push({ sentences: [], heading: 0 });
      out = sections.at(-1)!.sentences;
      paragraphStart = 0;
    }
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
    if (sentence.endsWith(PARAGRAPH_SEPARATOR)) {
      if (out.length > paragraphStart) {
        out[out.length - 1] += PARAGRAPH_END;
        if (paragraphs[paragraph]?.heading) sections.at(-1)!.heading = out.length;
        paragraphStart = out.length;
      }
      paragraph += 1;
    }
  }
  return sections;
}

/** Sentences, paragraph by paragraph; a "sentence" longer than a chunk (a table, a list of URLs) is cut. */
export function sentences(text: string, size = CHUNK_SIZE): string[] {
  return sectionsOf(text, size).flatMap((section) => section.sentences);
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
 * a boundary is still found whole in one chunk. A chunk never spans two headed
 * sections, and every chunk of a section starts with its heading, so a passage's
 * words and meaning are its section's alone.
 */
export function chunkText(
  text: string,
  pageNumber: number | null = null,
  size = CHUNK_SIZE,
  overlap = CHUNK_OVERLAP,
): TextChunk[] {
  const chunks: TextChunk[] = [];
  for (const section of sectionsOf(text, size)) {
    const heading = section.sentences.slice(0, section.heading);
    const headingLength = heading.reduce((total, part) => total + part.length + 1, 0);
    let current: string[] = [];
    // The length of `current` as joined, kept as it grows: summing it again for every
    // sentence cost a chunk's sentence count per sentence ("a. a. a." has hundreds).
    let length = 0;
    let fresh = 0;
    // Whether `current` opens with the heading, which the overlap then leaves out.
    let headed = heading.length > 0;
    for (const sentence of section.sentences) {
      if (fresh > 0 && length + sentence.length > size) {
        chunks.push({ content: join(current), pageNumber });
        ({ kept: current, length } = tail(current.slice(headed ? heading.length : 0), overlap));
        headed = heading.length > 0 && headingLength + length + sentence.length <= size;
        if (headed) {
          current = [...heading, ...current];
          length += headingLength;
        }
        fresh = 0;
      }
      if (length + sentence.length > size) {
        current = [];
        length = 0;
        headed = false;
      }
      current.push(sentence);
      length += sentence.length + 1;
      fresh += 1;
    }
    if (fresh > 0) chunks.push({ content: join(current), pageNumber });
  }
  return chunks;
}

/** Chunks every page separately so each passage keeps its page number. */
export function chunkPages(pages: string[], paged: boolean): TextChunk[] {
  return pages.flatMap((page, index) => chunkText(page, paged ? index + 1 : null));
}
