import type { RetrievalAnswer } from '@switchboard/domain';

const SOURCE_NAME = { domain: "bot's list", wordnet: 'WordNet' } as const;

/**
 * The synonyms a question searched, each pair once: the retriever reports a pair for every
 * list that holds it (the bot's and WordNet's) and for every form of the asked word, so the
 * same "repair → reparation" came back more than once. Sources are joined on the one line.
 */
export function synonymList(synonyms: RetrievalAnswer['synonyms']): string {
  const pairs = new Map<string, { word: string; synonym: string; sources: Set<string> }>();
  for (const { word, synonym, source } of synonyms) {
    const key = `${word.toLowerCase()}\u0000${synonym.toLowerCase()}`;
    const pair = pairs.get(key) ?? { word, synonym, sources: new Set<string>() };
    pair.sources.add(SOURCE_NAME[source]);
    pairs.set(key, pair);
  }
  if (pairs.size === 0) return 'none';
  return [...pairs.values()]
    .map(({ word, synonym, sources }) => `${word} → ${synonym} (${[...sources].join(' and ')})`)
    .join(', ');
}
