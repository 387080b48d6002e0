import { CHUNK_OVERLAP } from './chunker';

// An overlap is whole sentences of at most CHUNK_OVERLAP characters; shorter coincidences
// than this are not taken for one.
const MIN_OVERLAP = 10;

/** How many of `next`'s first characters repeat the end of `before` (0 if none). */
function overlapLength(before: string, next: string): number {
  const max = Math.min(before.length, next.length, 2 * CHUNK_OVERLAP);
  for (let start = before.length - max; start <= before.length - MIN_OVERLAP; start += 1) {
    const tail = before.slice(start);
    const boundary = next.length === tail.length || /\s/.test(next[tail.length]!);
    if (boundary && next.startsWith(tail)) return tail.length;
  }
  return 0;
}

/**
 * The text of one page's chunks, in order, without the sentences each chunk repeats from
 * the one before. For a document whose file is no longer stored this is the best text
 * there is: a chunker that lost characters lost them for good.
 */
export function stitchChunks(contents: string[]): string {
  let text = '';
  for (const next of contents) {
    if (!text) text = next;
    else {
      const repeated = overlapLength(text, next);
      text += repeated > 0 ? next.slice(repeated) : `\n\n${next}`;
    }
  }
  return text;
}
