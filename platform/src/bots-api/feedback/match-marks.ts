import { setImmediate as nextTurn } from 'node:timers/promises';
import stem from 'wink-porter2-stemmer';
import type { TextRange } from '@switchboard/domain';

/*
 * Where a search's words are in a message, as offsets into its text. PostgreSQL's
 * ts_headline did this before, over whole messages inside the query: on PGlite that ran on
 * the platform's only thread, so one search of long messages held up every other request
 * for seconds, and its «« »» marks could be typed into a message to fake a match or hide
 * text. Here the text is scanned in JavaScript a bounded number of words at a time, giving
 * other requests a turn between, and the answer is offsets: no message text can be a mark.
 */

/** Words as PostgreSQL's parser splits them closely enough to mark: letters and digits, a decimal kept whole. */
const WORD = /[\p{L}\p{N}]+(?:\.\p{N}+)*/gu;
const HAS_DIGIT = /\p{N}/u;
/** Words scanned before other requests get a turn: about 2 ms of work. */
const WORDS_PER_TURN = 2_000;
/**
 * A list's excerpt looks this far into a message for the first match, no further: the
 * longest message the Bots API stores (a longer answer's later matches show in its thread).
 */
const EXCERPT_SCAN_CHARS = 50_000;
/** Context shown before the first match, and the excerpt's whole length. */
const CONTEXT_BEFORE = 80;
const EXCERPT_CHARS = 320;

/**
 * The english configuration's view of one word: numbers and codes as written (the `simple`
 * dictionary), other words by the Snowball English stemmer (Porter2, as PostgreSQL runs it).
 * Cached per search, since long texts repeat their words.
 */
export class Stemmer {
  private readonly cache = new Map<string, string>();

  constructor(readonly stems: ReadonlySet<string>) {}

  matches(word: string): boolean {
    const lower = word.toLowerCase();
    let stemmed = this.cache.get(lower);
    if (stemmed === undefined) {
      stemmed = HAS_DIGIT.test(lower) ? lower : stem(lower);
      this.cache.set(lower, stemmed);
    }
    return this.stems.has(stemmed);
  }
}

/** The matched words of `text` that start before `end`, in order, yielding the thread as it goes. */
async function* matchedWords(text: string, stemmer: Stemmer, end: number) {
  const words = new RegExp(WORD);
  let scanned = 0;
  for (let word = words.exec(text); word && word.index < end; word = words.exec(text)) {
    scanned += 1;
    if (scanned % WORDS_PER_TURN === 0) await nextTurn();
    if (stemmer.matches(word[0])) yield [word.index, word.index + word[0].length] as TextRange;
  }
}

/** Every matched word of a message, for the highlighted thread. */
export async function allMarks(text: string, stemmer: Stemmer): Promise<TextRange[]> {
  const marks: TextRange[] = [];
  for await (const mark of matchedWords(text, stemmer, text.length)) marks.push(mark);
  return marks;
}

/** Cut at a space near `at`, looking back (or forward) at most a few words, so words stay whole. */
function atSpace(text: string, at: number, direction: 'back' | 'forward'): number {
  if (at <= 0 || at >= text.length) return Math.max(0, Math.min(at, text.length));
  const space = direction === 'back' ? text.lastIndexOf(' ', at) : text.indexOf(' ', at);
  const near = space !== -1 && Math.abs(space - at) <= 30;
  return near ? (direction === 'back' ? space : space + 1) : at;
}

/**
 * A list's excerpt: a short window around the first match within the first
 * EXCERPT_SCAN_CHARS characters (the opening of the text when none is found there), with
 * the matched words inside it.
 */
export async function excerptMarks(
  text: string,
  stemmer: Stemmer,
): Promise<{ excerpt: TextRange; marks: TextRange[] }> {
  const found = matchedWords(text, stemmer, EXCERPT_SCAN_CHARS);
  const first = await found.next();
  if (first.done) return { excerpt: [0, atSpace(text, EXCERPT_CHARS, 'back')], marks: [] };
  const [firstStart, firstEnd] = first.value;
  const start = atSpace(text, firstStart - CONTEXT_BEFORE, 'forward');
  const end = Math.max(firstEnd, atSpace(text, start + EXCERPT_CHARS, 'back'));
  const marks: TextRange[] = [first.value];
  for await (const mark of found) {
    if (mark[1] > end) break;
    marks.push(mark);
  }
  return { excerpt: [start, end], marks };
}

/**
 * The words a search highlights: the lexemes of its tsquery as PostgreSQL printed it
 * (`'deliveri' | !'refund'`), less the ones it excludes.
 */
export function searchedStems(tsquery: string): Set<string> {
  const stems = new Set<string>();
  for (const lexeme of tsquery.matchAll(/(!?)'((?:[^']|'')*)'/g)) {
    if (!lexeme[1]) stems.add(lexeme[2]!.replaceAll("''", "'"));
  }
  return stems;
}
