import type { RetrievedPassage } from '@switchboard/domain';
import stem from 'wink-porter2-stemmer';

export type MatchedTerm = RetrievedPassage['matched_terms'][number];

/** A run of a passage's text, and the question term it holds when it is a matched word. */
export interface PassagePart {
  text: string;
  term?: MatchedTerm;
}

const WORDS = new Intl.Segmenter('en', { granularity: 'word' });

// Numbers, amounts and codes ("2.4", "350", "v1.2") are kept whole as terms, not stemmed.
const hasDigit = /\d/;

/**
 * The service reports matched terms as PostgreSQL's english stems ("polici" for "policy"),
 * so a word of the passage is marked when its stem is one of them. Porter2 is the Snowball
 * English algorithm PostgreSQL's english configuration runs, so the same words match.
 * The parts are plain text rendered by React: no passage text ever becomes markup.
 */
export function highlightTerms(content: string, matched: MatchedTerm[]): PassagePart[] {
  const byTerm = new Map(matched.map((term) => [term.term, term]));
  const parts: PassagePart[] = [];
  let plain = '';
  for (const { segment, isWordLike } of WORDS.segment(content)) {
    const word = segment.toLowerCase();
    const term = isWordLike
      ? byTerm.get(hasDigit.test(word) ? word : stem(word.replace(/['’]s$/, '')))
      : undefined;
    if (!term) {
      plain += segment;
      continue;
    }
    if (plain) parts.push({ text: plain });
    plain = '';
    parts.push({ text: segment, term });
  }
  if (plain) parts.push({ text: plain });
  return parts;
}
