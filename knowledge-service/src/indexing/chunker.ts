export const CHUNK_SIZE = 800;
export const CHUNK_OVERLAP = 150;

export interface TextChunk {
  content: string;
  pageNumber: number | null;
}

const normalise = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();

// Kept on a paragraph's last sentence so a heading does not run into the text below it.
const PARAGRAPH_END = '\n\n';

/** Sentences, paragraph by paragraph; a "sentence" longer than a chunk (a table, a list of URLs) is cut. */
export function sentences(text: string, size = CHUNK_SIZE): string[] {
  const out: string[] = [];
  for (const paragraph of normalise(text).split(/\n\s*\n/)) {
    const flat = paragraph.replace(/\n/g, ' ').trim();
    if (!flat) continue;
    const pieces: string[] = [];
    for (const sentence of flat.match(/[^.!?]+(?:[.!?]+["')\]]*(?:\s+|$)|$)/g) ?? [flat]) {
      const trimmed = sentence.trim();
      for (let start = 0; start < trimmed.length; start += size)
        pieces.push(trimmed.slice(start, start + size));
    }
    if (pieces.length > 0) pieces[pieces.length - 1] += PARAGRAPH_END;
    out.push(...pieces);
  }
  return out;
}

const join = (parts: string[]) =>
  parts
    .map((part) => (part.endsWith(PARAGRAPH_END) ? part : `${part} `))
    .join('')
    .trim();

const lengthOf = (parts: string[]) => parts.reduce((total, part) => total + part.length + 1, 0);

function tail(parts: string[], overlap: number): string[] {
  const kept: string[] = [];
  for (let i = parts.length - 1; i >= 0 && lengthOf(kept) + parts[i]!.length <= overlap; i -= 1)
    kept.unshift(parts[i]!);
  return kept;
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
  let fresh = 0;
  for (const sentence of sentences(text, size)) {
    if (fresh > 0 && lengthOf(current) + sentence.length > size) {
      chunks.push({ content: join(current), pageNumber });
      current = tail(current, overlap);
      fresh = 0;
    }
    if (lengthOf(current) + sentence.length > size) current = [];
    current.push(sentence);
    fresh += 1;
  }
  if (fresh > 0) chunks.push({ content: join(current), pageNumber });
  return chunks;
}

/** Chunks every page separately so each passage keeps its page number. */
export function chunkPages(pages: string[], paged: boolean): TextChunk[] {
  return pages.flatMap((page, index) => chunkText(page, paged ? index + 1 : null));
}
