import type { EvalQuestionSet } from '../eval-question-types';
import { customerSupportQuestions } from './customer-support';
import { customerSupportWorded } from './customer-support-worded';
import { govstackServicesQuestions } from './govstack-services';
import { govstackServicesWorded } from './govstack-services-worded';
import { hrOnboardingQuestions } from './hr-onboarding';
import { hrOnboardingWorded } from './hr-onboarding-worded';

const withWorded = (
  set: EvalQuestionSet,
  worded: Pick<EvalQuestionSet, 'answerable' | 'unanswerable'>,
): EvalQuestionSet => ({
  ...set,
  answerable: [...set.answerable, ...worded.answerable],
  unanswerable: [...set.unanswerable, ...worded.unanswerable],
});

/** One question set per seeded bot, over that bot's seeded knowledge base. */
export const EVAL_QUESTION_SETS: EvalQuestionSet[] = [
  withWorded(customerSupportQuestions, customerSupportWorded),
  withWorded(govstackServicesQuestions, govstackServicesWorded),
  withWorded(hrOnboardingQuestions, hrOnboardingWorded),
];

/** The questions written as customers write (`cs-c01`, `gs-cu1`), added after all tuning. */
export const isWorded = (id: string) => /-cu?\d+$/.test(id);

/**
 * Which half a question belongs to: tuning reads the odd ids; the even ids and every
 * customer-worded question are held out.
 */
export const evalHalf = (id: string): 'odd' | 'even' =>
  !isWorded(id) && Number(id.replace(/^\D+/, '')) % 2 === 1 ? 'odd' : 'even';
