import type { UnansweredGroup } from '@switchboard/domain';

export interface AskedQuestion {
  text: string;
  /** The question's content words as asked (lower case, stop words left out, unstemmed). */
  words: string[];
  askedAt: string;
}

/** Questions share a group when their content words overlap at least this much (Jaccard). */
export const SAME_WORDING = 0.5;
const EXAMPLES = 3;

// Only for comparing: "deliveries" and "delivery" are one word to a reader, so a plural's
// ending is set aside; what is shown is always a question as someone asked it.
const comparable = (word: string) =>
  word.length > 4 && word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : word.length > 3 && word.endsWith('s') && !word.endsWith('ss')
      ? word.slice(0, -1)
      : word;

const jaccard = (a: Set<string>, b: Set<string>) => {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
};

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * Unanswered questions grouped by similar wording: most asked wordings first, each joins
 * the first group whose words it shares at least SAME_WORDING of, or starts its own. A
 * group shows its most asked wording as it was asked, with the count of all its questions.
 */
export function groupQuestions(questions: AskedQuestion[], limit: number): UnansweredGroup[] {
  const byWording = new Map<
    string,
    { text: string; words: Set<string>; count: number; last: string }
  >();
  for (const question of questions) {
    const text = tidy(question.text);
    const key = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (!key) continue;
    const seen = byWording.get(key);
    if (seen) {
      seen.count += 1;
      if (question.askedAt > seen.last) seen.last = question.askedAt;
    } else {
      byWording.set(key, {
        text,
        words: new Set(question.words.map(comparable)),
        count: 1,
        last: question.askedAt,
      });
    }
  }
  const wordings = [...byWording.values()].sort(
    (a, b) => b.count - a.count || a.text.localeCompare(b.text),
  );
  const groups: { words: Set<string>; wordings: typeof wordings }[] = [];
  for (const wording of wordings) {
    const group =
      wording.words.size > 0
        ? groups.find((candidate) => jaccard(candidate.words, wording.words) >= SAME_WORDING)
        : undefined;
    if (group) group.wordings.push(wording);
    else groups.push({ words: wording.words, wordings: [wording] });
  }
  return groups
    .map(({ wordings: members }) => ({
      question: members[0]!.text,
      count: members.reduce((sum, member) => sum + member.count, 0),
      examples: members.slice(1, 1 + EXAMPLES).map((member) => member.text),
      last_asked: members.reduce((last, member) => (member.last > last ? member.last : last), ''),
    }))
    .sort((a, b) => b.count - a.count || a.question.localeCompare(b.question))
    .slice(0, limit);
}
