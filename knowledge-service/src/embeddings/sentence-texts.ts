import { createHash } from 'node:crypto';
import { sentences } from '../indexing/chunker';

/** A chunk's sentences as the answer step reads them. */
export const sentencesOfChunk = (content: string) => sentences(content).map((s) => s.trim());

/** A sentence as the answer step embeds it: after its passage's title, which names its topic. */
export const inContext = (title: string, text: string) => (title ? `${title}: ${text}` : text);

/** A passage's sentences as the answer step rates them. */
export interface PassageSentences {
  chunkId: number;
  title: string;
  sentences: string[];
}

/** One sentence asked for: its passage's place in the list, and its own place in that passage. */
export interface SentenceAt {
  passage: number;
  index: number;
}

/** The texts embedded for a passage's sentences, in order. */
export const embeddedTexts = ({ title, sentences: list }: Omit<PassageSentences, 'chunkId'>) =>
  list.map((text) => inContext(title, text));

/**
 * What a passage's stored sentence vectors were embedded from: vectors are read only when
 * the texts the answer step rates now are the ones embedded, so a chunk re-titled or
 * re-written after its vectors were stored is embedded afresh rather than misread.
 */
export const textsDigest = (texts: string[]) =>
  createHash('sha256').update(JSON.stringify(texts)).digest('base64url');
