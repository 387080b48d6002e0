import type { retrieveHybrid } from '@switchboard/knowledge-service/retrieval';

/** The question's weighed words and terms, as retrieval analysed them. */
export type Analysis = Pick<
  Awaited<ReturnType<typeof retrieveHybrid>>['analysis'],
  'words' | 'terms'
>;

/**
 * The words asked that no passage of the bot holds, neither as asked nor through any of
 * their synonyms: the candidates for "a named thing no document holds" (bitcoin, Airtel),
 * and everyday words the bot never uses (stuff, wife) alike.
 */
export function missingWords({ words, terms }: Analysis): string[] {
  return words
    .filter((w) => !terms.some((t) => t.group === w.group && t.df > 0))
    .map((w) => w.word.toLowerCase());
}

/** The share of the question's idf those words hold (0 when none is missing). */
export function missingShare(analysis: Analysis): number {
  const missing = new Set(missingWords(analysis));
  const total = analysis.words.reduce((sum, w) => sum + w.idf, 0);
  const held = analysis.words
    .filter((w) => missing.has(w.word.toLowerCase()))
    .reduce((sum, w) => sum + w.idf, 0);
  return total > 0 ? held / total : 0;
}

const WORDS = new Intl.Segmenter('en', { granularity: 'word' });

/** The question with the given words taken out (case-insensitive, whole words), spaces collapsed. */
export const withoutWords = (question: string, words: string[]): string =>
  Array.from(WORDS.segment(question))
    .filter((part) => !(part.isWordLike && words.includes(part.segment.toLowerCase())))
    .map((part) => part.segment)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
