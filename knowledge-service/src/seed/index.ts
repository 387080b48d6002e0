// The package's `./seed` entry: the knowledge a fresh store is seeded with and the questions
// the evaluation asks of it. It sits at the house's edge: the service's request path imports
// none of it (a re-index reads seeded files through the host's `seedFile`).
export { seedKnowledge } from './knowledge/seed-knowledge';
export { seedGeneralKnowledge } from './general/seed-general';
export { seedFileOf } from './knowledge/seed-file';
export { SEED_KNOWLEDGE } from './knowledge/knowledge-seed-data';
export { EVAL_QUESTION_SETS, evalHalf, isWorded } from './knowledge/eval-questions/index';
export type {
  AnswerableQuestion,
  EvalQuestionSet,
  UnanswerableQuestion,
} from './knowledge/eval-question-types';
