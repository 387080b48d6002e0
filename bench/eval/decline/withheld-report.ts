import type { SignalRow } from './gather-signals';

/*
 * What the decline gets wrong at a threshold, one line a question with the signals it
 * weighed: the answerable questions it withholds (marking those whose withheld answer states
 * the fact, the ones a better decline would turn into right answers), every out-of-scope
 * question let through (the decline's training questions too) and the out-of-scope ones
 * declined nearest the threshold, the ones any change to the rule moves first.
 */

/** Declined out-of-scope questions listed. */
const NEAREST = 6;

const line = (r: SignalRow, p: number) =>
  `- ${r.id} P ${p.toFixed(3)}, margin ${r.signals.margin.toFixed(3)}, BM25 ${r.signals.bm25.toFixed(1)}, sentence ${r.signals.sentence.toFixed(3)}${r.answerable ? (r.stated ? ', states the fact' : ', does not state it') : ''}: "${r.question}"`;

export function withheldReport(
  rows: SignalRow[],
  probability: (row: SignalRow) => number,
  threshold: number,
): string[] {
  const scored = rows.map((r) => ({ r, p: probability(r) })).sort((a, b) => b.p - a.p);
  const withheld = scored.filter(({ r, p }) => r.answerable && p < threshold);
  const outOfScope = scored.filter(({ r }) => !r.answerable);
  const through = outOfScope.filter(({ p }) => p >= threshold);
  const declined = outOfScope.filter(({ p }) => p < threshold);
  return [
    `Answerable questions withheld at ${threshold.toFixed(3)}: ${withheld.length}, ${withheld.filter(({ r }) => r.stated).length} of them state the fact`,
    ...withheld.map(({ r, p }) => line(r, p)),
    '',
    `Out-of-scope questions let through at ${threshold.toFixed(3)}: ${through.length}; then the ${Math.min(NEAREST, declined.length)} declined nearest it`,
    ...through.map(({ r, p }) => line(r, p)),
    '  ---',
    ...declined.slice(0, NEAREST).map(({ r, p }) => line(r, p)),
  ];
}
