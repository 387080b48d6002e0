// What opens a question: after ", and" or a question mark, one of these starts another one.
const OPENS =
  "(?:when|what|what's|whats|how|where|who|which|why|is|are|can|could|do|does|will|would|should|and how|and what)";
const SPLIT = new RegExp(
  `\\?\\s+(?=\\S)|;\\s+|(?:,\\s*|\\s)(?:and|also|plus)\\s+(?=${OPENS}\\b)|,\\s+(?=${OPENS}\\b)`,
  'i',
);
const OPENS_QUESTION = new RegExp(`^${OPENS}\\b`, 'i');
// A part shorter than this many words is a fragment ("and when"), not a question.
const MIN_WORDS = 3;

/**
 * The questions one message asks ("when is it open, and how much does it cost?" asks two),
 * each as its own text; one part when it asks one thing. It splits only where every part
 * opens like a question, so "terms and conditions" stays whole and so does a question after
 * its story ("my wife is due next month, how much time off do I get?").
 */
export function questionParts(message: string): string[] {
  const parts = message
    .split(SPLIT)
    .map((part) => part.trim().replace(/^(?:and|also|plus)\s+/i, ''))
    .filter((part) => part.length > 0);
  const asks = parts.every(
    (part) => OPENS_QUESTION.test(part) && part.split(/\s+/).length >= MIN_WORDS,
  );
  return asks && parts.length > 1 ? parts : [message];
}
