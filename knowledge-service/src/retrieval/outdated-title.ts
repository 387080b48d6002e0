import type { QuestionAnalysis } from './question-terms';

/*
 * Help centres keep old versions of a page beside the current one and say so in its title:
 * "Returns Policy (2024, superseded)", "Portal Help (2023, archived)". Such a document still
 * answers questions about the past (a question naming its year matches its title), but when
 * both match alike the current one is what the user means, so an outdated one ranks lower,
 * unless the question names a year its title holds ("what did delivery cost during 2025?").
 */
const OUTDATED_TITLE = /\b(?:superseded|archived|expired|obsolete|outdated)\b/i;
export const OUTDATED_WEIGHT = 0.75;

/** Whether a title says its page is outdated, whatever the question. */
export const marksOutdated = (title: string) => OUTDATED_TITLE.test(title);

const questionYears = (analysis: QuestionAnalysis) =>
  analysis.words.map((w) => w.word).filter((word) => /^(?:19|20)\d\d$/.test(word));

/** Whether a title ranks at OUTDATED_WEIGHT for this question. */
export function isOutdated(title: string, analysis: QuestionAnalysis): boolean {
  if (!marksOutdated(title)) return false;
  return !questionYears(analysis).some((year) => new RegExp(`\\b${year}\\b`).test(title));
}

/** What a title's score is multiplied by for this question. */
export const outdatedWeightOf = (analysis: QuestionAnalysis) => (title: string) =>
  isOutdated(title, analysis) ? OUTDATED_WEIGHT : 1;
