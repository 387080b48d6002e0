/*
 * The kind of answer a question asks for, as classic question answering types it: "how much"
 * wants an amount, "how long" a duration, "when" a date (or a duration: "within 6 months"),
 * "what time" a clock time, "what number" a phone number. A sentence holding that kind of
 * value is the likelier answer among sentences that match the question's words alike.
 */

export type AnswerType = 'amount' | 'duration' | 'date' | 'time' | 'count' | 'phone';

const MONTH =
  'january|february|march|april|may|june|july|august|september|october|november|december';
const DAY = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const SMALL_NUMBER = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a|an|half a';
const UNIT = 'minutes?|hours?|days?|weeks?|months?|years?';
// "5 working days", "30 calendar days": the unit's qualifier, if any.
const QUALIFIER = '(?:working\\s+|calendar\\s+|full\\s+)?';

const ASKS: [AnswerType, RegExp][] = [
  [
    'duration',
    /\bhow (?:long|soon|quick(?:ly)?|early|fast)\b|\bhow far ahead\b|\bhow much (?:time|notice)\b|\bhow many (?:days|weeks|months|hours|years)\b|\b(?:expire|run out|valid|last)\b/i,
  ],
  [
    'amount',
    /\bhow much\b|\b(?:cost|costs|price|fee|fees|charge|charges|pay|paid|spend|cheapest|excess|discount|allowance)\b/i,
  ],
  ['date', /\bwhen\b|\bby when\b|\b(?:what|which) (?:date|day|month)\b|\bdeadline\b/i],
  ['time', /\bwhat time\b|\b(?:hours|open|opening|close|closing)\b/i],
  ['count', /\bhow many\b/i],
  ['phone', /\b(?:phone|call|ring|telephone|hotline)\b|\bwhat(?:'s| is)? the number\b/i],
];

const HOLDS: Record<AnswerType, RegExp> = {
  amount: /\b(?:KES|KSh|USD)\s?\d|\d\s?(?:percent\b|%)|\bfree\b|\bno (?:extra )?charge\b/i,
  duration: new RegExp(
    `\\b(?:\\d+(?:\\s*-\\s*\\d+)?|${SMALL_NUMBER})\\s+${QUALIFIER}(?:${UNIT})\\b|\\bsame day\\b|\\bnext-day\\b`,
    'i',
  ),
  // "When?" is answered by a deadline counted from now as well: "within 6 months", "within one
  // working day" (the same number and qualifier a duration takes).
  date: new RegExp(
    `\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:${MONTH})\\b|\\b(?:${MONTH})\\b|\\b(?:${DAY})s?\\b|\\b\\d{1,2}(?:st|nd|rd|th)\\b|\\bwithin\\s+(?:\\d+|${SMALL_NUMBER})\\s+${QUALIFIER}(?:${UNIT})\\b`,
    'i',
  ),
  time: /\b\d{1,2}:\d{2}\b|\b\d{1,2}\s?(?:am|pm)\b/i,
  count: new RegExp(`\\b\\d+\\b|\\b(?:${SMALL_NUMBER})\\b`, 'i'),
  phone: /\+?\d{3,4}[ -]?\d{3}[ -]?\d{3,4}\b|\bextension \d+/i,
};

/*
 * Words that ask for a kind of value rather than name a topic, as english stems: "what does
 * it cost" is answered by "KES 1,000", which holds no word "cost". A sentence holding the
 * value answers them.
 */
const ASKING_STEMS: Record<AnswerType, string[]> = {
  amount: [
    'cost',
    'price',
    'fee',
    'charg',
    'much',
    'spend',
    'pay',
    'paid',
    'expens',
    'cheap',
    'cheapest',
  ],
  duration: ['long', 'soon', 'quick', 'fast', 'earli', 'ahead', 'time', 'day', 'week', 'month'],
  date: ['date', 'day', 'month', 'year', 'deadlin'],
  time: ['time', 'hour', 'open', 'close'],
  count: ['mani', 'number'],
  phone: ['number', 'phone', 'call', 'ring', 'telephon', 'hotlin'],
};

/** The stems among `terms` that the value kinds the sentence holds answer. */
export function answeredAsking(sentence: string, wanted: AnswerType[], terms: string[]): string[] {
  const held = wanted.filter((type) => HOLDS[type].test(sentence));
  const asking = new Set(held.flatMap((type) => ASKING_STEMS[type]));
  return terms.filter((term) => asking.has(term));
}

/** The kinds of answer the question asks for (none for an open question). */
export const wantedTypes = (question: string): AnswerType[] =>
  ASKS.filter(([, asks]) => asks.test(question)).map(([type]) => type);

/** Whether the sentence holds a value of one of the kinds wanted. */
export const holdsWanted = (sentence: string, wanted: AnswerType[]): boolean =>
  wanted.some((type) => HOLDS[type].test(sentence));
