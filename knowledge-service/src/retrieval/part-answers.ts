import { sentences } from '../indexing/chunker';

/**
 * The answers of a message's parts as they are said one after another: two parts often read
 * the same passage, so a sentence an earlier part said is not said again, and a part left
 * with nothing new drops out (null).
 */
export function withoutRepeats(answers: string[]): (string | null)[] {
  const said = new Set<string>();
  return answers.map((answer) => {
    const fresh = sentences(answer)
      .map((sentence) => sentence.trim())
      .filter((sentence) => sentence.length > 0 && !said.has(sentence));
    for (const sentence of fresh) said.add(sentence);
    return fresh.length > 0 ? fresh.join(' ') : null;
  });
}
