import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { idfOf, type ScoredTerm } from './bm25';
import { domainSynonymsFor, type DomainSynonym } from '../synonyms/synonym-store';
import { wordnetSynonyms, wordnetVariants } from '../synonyms/wordnet';

/*
 * What a question asks for, as weighted search terms: every word asked (stemmed by the
 * same english configuration that indexes the chunks, so numbers, amounts and codes such
 * as "2.4", "350" and "31" stay terms), and beside each word its synonyms at a lower
 * weight: the bot's own domain list first (an admin's "send back → return"), then
 * WordNet's common synonyms.
 */

/** A synonym found for a word asked counts this much of the word itself. */
export const WORDNET_WEIGHT = 0.5;
/** A derived form ("application" for "apply") is nearly the word itself. */
export const VARIANT_WEIGHT = 0.9;
export const DOMAIN_WEIGHT = 0.9;

const MAX_GROUPS = 24;

// A small corpus cannot tell a rare word from a common one (with one document
// every word it has looks common), so IDF is computed as if there were at
// least this many chunks; large corpora use their real size.
export const IDF_CORPUS_FLOOR = 1000;

// Words that ask rather than describe; as terms they would only dilute the match (stems).
export const QUESTION_WORDS = new Set([
  'tell',
  'know',
  'pleas',
  'want',
  'need',
  'help',
  'like',
  'explain',
  'describ',
  'find',
  'could',
  'would',
  'someth',
  'anyth',
]);

export type TermKind = 'asked' | 'domain' | 'wordnet';

export interface QuestionTerm {
  /** The stem searched for (english configuration), as stored in chunks' tsvectors. */
  term: string;
  /** Index of the word asked this term stands for. */
  group: number;
  kind: TermKind;
  /** The word it came from: the word asked, or the synonym. */
  word: string;
  weight: number;
  /** Chunks of the service holding it. */
  df: number;
  idf: number;
}

export interface AskedWord {
  word: string;
  /** Its stem, as searched. */
  term: string;
  /** What the word is worth: the idf of its stem (or of its best synonym when the stem is in no chunk). */
  idf: number;
  /** The index its terms carry as `group`. */
  group: number;
}

export interface SynonymUse {
  word: string;
  synonym: string;
  source: 'domain' | 'wordnet';
}

export interface QuestionAnalysis {
  question: string;
  words: AskedWord[];
  terms: QuestionTerm[];
  synonyms: SynonymUse[];
  /** The service's chunk count (at least IDF_CORPUS_FLOOR) and their average length in terms. */
  corpus: { chunks: number; avgLength: number };
}

// "How long", "how much": the second word asks for a kind of answer, it names no topic.
const AFTER_HOW = new Set(['long', 'much', 'many', 'often', 'soon', 'far', 'old', 'big']);

const WORDS = new Intl.Segmenter('en', { granularity: 'word' });

/** The question's words in order (Unicode word boundaries keep "2.4" and "v1.2" whole). */
export const questionWords = (question: string): string[] =>
  Array.from(WORDS.segment(question))
    .filter((part) => part.isWordLike)
    .map((part) => part.segment);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const isAlphabetic = (word: string) => /^\p{L}+$/u.test(word);

/** A question's weighted terms, with each one's document frequency and idf over the service's chunks. */
export async function analyseQuestion(
  db: Db,
  service: string,
  question: string,
): Promise<QuestionAnalysis> {
  const asked = questionWords(question).filter(
    (word, i, all) => !(AFTER_HOW.has(word.toLowerCase()) && all[i - 1]?.toLowerCase() === 'how'),
  );
  const domain = await domainSynonymsFor(db, service);
  // No list, nothing to match: the stems are not asked for (one query less per question).
  const keys =
    domain.length > 0
      ? await matchKeys(db, [...asked, ...domain.flatMap((entry) => questionWords(entry.phrase))])
      : new Map<string, string>();
  // Every text to stem: the words asked, then their synonyms, each tagged with its group.
  const texts: { text: string; group: number; kind: TermKind; word: string; weight?: number }[] =
    asked.map((word, group) => ({ text: word, group, kind: 'asked', word }));
  const synonyms: SynonymUse[] = [];
  for (const match of matchDomain(asked, domain, keys)) {
    for (const synonym of match.synonyms) {
      texts.push({ text: synonym, group: match.group, kind: 'domain', word: synonym });
      synonyms.push({ word: match.phrase, synonym, source: 'domain' });
    }
  }
  asked.forEach((word, group) => {
    if (!isAlphabetic(word) || word.length < 3) return;
    for (const variant of wordnetVariants(word)) {
      texts.push({ text: variant, group, kind: 'wordnet', word: variant, weight: VARIANT_WEIGHT });
      synonyms.push({ word, synonym: variant, source: 'wordnet' });
    }
    for (const synonym of wordnetSynonyms(word)) {
      texts.push({ text: synonym, group, kind: 'wordnet', word: synonym });
      synonyms.push({ word, synonym, source: 'wordnet' });
    }
  });
  if (texts.length === 0)
    return { question, words: [], terms: [], synonyms: [], corpus: emptyCorpus };

  const rows = rowsOf<{ i: number; lexeme: string; df: number | null }>(
    await db.execute(sql`
      WITH texts(text, i) AS (SELECT * FROM unnest(ARRAY[${sql.join(
        texts.map((t) => sql`${t.text}`),
        sql`, `,
      )}]::text[]) WITH ORDINALITY)
      SELECT texts.i, v.lexeme, t.df
      FROM texts CROSS JOIN LATERAL unnest(to_tsvector('english', texts.text)) v
      LEFT JOIN kb_term_stats t ON t.service = ${service} AND t.term = v.lexeme
      ORDER BY texts.i`),
  );
  const stats = rowsOf<{ chunks: number; lexemes: number }>(
    await db.execute(sql`SELECT chunks, lexemes FROM kb_service_stats WHERE service = ${service}`),
  )[0];
  const realChunks = Number(stats?.chunks ?? 0);
  const corpus = {
    chunks: Math.max(realChunks, IDF_CORPUS_FLOOR),
    avgLength: realChunks > 0 ? Number(stats!.lexemes) / realChunks : 0,
  };

  const terms: QuestionTerm[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const text = texts[Number(row.i) - 1]!;
    if (text.kind === 'asked' && QUESTION_WORDS.has(row.lexeme)) continue;
    // A term already asked (or already a synonym of an earlier word) is not added again.
    if (seen.has(row.lexeme)) continue;
    seen.add(row.lexeme);
    const df = Number(row.df ?? 0);
    terms.push({
      term: row.lexeme,
      group: text.group,
      kind: text.kind,
      word: text.word,
      weight:
        text.weight ??
        (text.kind === 'asked' ? 1 : text.kind === 'domain' ? DOMAIN_WEIGHT : WORDNET_WEIGHT),
      df,
      idf: idfOf(corpus.chunks, df),
    });
  }
  const words = groupWords(asked, terms).slice(0, MAX_GROUPS);
  const kept = new Set(words.map((w) => w.group));
  const used = new Set(terms.filter((t) => t.kind !== 'asked').map((t) => t.word));
  return {
    question,
    words,
    terms: terms.filter((t) => kept.has(t.group)),
    synonyms: synonyms.filter((s) => used.has(s.synonym)),
    corpus,
  };
}

const emptyCorpus = { chunks: IDF_CORPUS_FLOOR, avgLength: 0 };

/**
 * One entry per word asked that has a searchable stem. A word in no chunk is worth its
 * (high) idf, so a question about something the knowledge never mentions stays weakly
 * covered, unless a synonym is present: then the word is worth what its best synonym is.
 */
function groupWords(asked: string[], terms: QuestionTerm[]) {
  const words: AskedWord[] = [];
  asked.forEach((word, group) => {
    const own = terms.filter((t) => t.group === group);
    const stem = own.find((t) => t.kind === 'asked');
    if (!stem) return;
    const present = own.filter((t) => t.df > 0 && t.kind !== 'asked');
    const idf =
      stem.df > 0 || present.length === 0 ? stem.idf : Math.max(...present.map((t) => t.idf));
    words.push({ word, term: stem.term, idf, group });
  });
  return words;
}

/**
 * What a word is compared by when matching domain phrases: its english stem, so "refunds"
 * matches an entry for "refund" and "mums" one for "mum"; a stop word ("of", "up") has no
 * stem and is compared as written.
 */
async function matchKeys(db: Db, words: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(words.map((word) => word.toLowerCase()))];
  const keys = new Map(unique.map((word) => [word, word]));
  if (unique.length === 0) return keys;
  const rows = rowsOf<{ i: number; lexeme: string }>(
    await db.execute(sql`
      SELECT w.i, (SELECT min(v.lexeme) FROM unnest(to_tsvector('english', w.word)) v) AS lexeme
      FROM unnest(ARRAY[${sql.join(
        unique.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) WITH ORDINALITY AS w(word, i)`),
  );
  for (const row of rows) if (row.lexeme) keys.set(unique[Number(row.i) - 1]!, row.lexeme);
  return keys;
}

/** The domain entries whose phrase the question holds (its words in order, up to two words between). */
function matchDomain(
  asked: string[],
  domain: DomainSynonym[],
  keys: Map<string, string>,
): { phrase: string; group: number; synonyms: string[] }[] {
  const keyOf = (word: string) => keys.get(word.toLowerCase()) ?? word.toLowerCase();
  const said = asked.map(keyOf);
  const matches: { phrase: string; group: number; synonyms: string[] }[] = [];
  for (const entry of domain) {
    const phrase = questionWords(entry.phrase).map(keyOf);
    if (phrase.length === 0) continue;
    for (let start = 0; start < said.length; start += 1) {
      if (said[start] !== phrase[0]) continue;
      let at = start;
      let found = 1;
      while (found < phrase.length) {
        const next = said.indexOf(phrase[found]!, at + 1);
        if (next === -1 || next - at > 3) break;
        at = next;
        found += 1;
      }
      if (found === phrase.length) {
        matches.push({ phrase: entry.phrase, group: start, synonyms: entry.synonyms });
        break;
      }
    }
  }
  return matches;
}

/** The terms as BM25 scores them: a synonym never worth more than the word it stands for. */
export function scoredTerms(analysis: QuestionAnalysis): ScoredTerm[] {
  const worth = new Map(analysis.words.map((w) => [w.group, w.idf]));
  return analysis.terms
    .filter((t) => t.df > 0 && worth.has(t.group))
    .map((t) => ({
      term: t.term,
      group: t.group,
      value: t.weight * Math.min(t.idf, worth.get(t.group)!),
    }));
}

/** What the whole question is worth: the sum of its words' idf (the denominator of coverage). */
export const questionWeight = (analysis: QuestionAnalysis) =>
  analysis.words.reduce((sum, w) => sum + w.idf, 0);
