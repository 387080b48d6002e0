import type { EvalQuestionSet } from '../eval-question-types';
import { customerSupportQuestions } from './customer-support';
import { govstackServicesQuestions } from './govstack-services';
import { hrOnboardingQuestions } from './hr-onboarding';

/** One question set per seeded bot, over that bot's seeded knowledge base. */
export const EVAL_QUESTION_SETS: EvalQuestionSet[] = [
  customerSupportQuestions,
  govstackServicesQuestions,
  hrOnboardingQuestions,
];
