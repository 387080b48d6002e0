// The package's `./retrieval` entry: what the bench's evaluations (the baseline retriever,
// the embedding experiments) call directly. The service itself reaches these through its routes.
export { sentences } from '../indexing/chunker';
export {
  chooseAnswer,
  composeAnswer,
  confidenceOf,
  declined,
  MIN_CONFIDENCE,
  sourceOf,
  type Answer,
  type Source,
} from './answer-composer';
export { answerAround, bestSentence } from './answer-sentence';
export { byMeaning, byWords, type SentenceChoice } from './sentence-choice';
export { rateSentences, type Rating, type RatedSentence } from './sentence-rating';
export { wantedTypes, holdsWanted } from './answer-type';
export {
  answerableProbability,
  declineFeatures,
  type DeclineSignals,
  type WeighedSignals,
} from './decline-rule';
export type { DeclineCalibration } from './decline-weights';
export { DECLINE_CALIBRATIONS } from './decline-calibration';
export { answerQuestion } from './answer-question';
export { isOutdated, marksOutdated } from './outdated-title';
export { questionParts } from './question-parts';
export { retrieveHybrid } from './hybrid-retriever';
export { timeStagesWith } from '../stage-timings';
export { lexicalIndexOf } from './lexical-index';
export { EmbeddingRuntime } from '../embeddings/embedding-runtime';
export { VectorSearch } from '../embeddings/vector-search';
export {
  embeddedTexts,
  inContext,
  sentencesOfChunk,
  textsDigest,
} from '../embeddings/sentence-texts';
export { ModelDirectory } from '../embeddings/model-directory';
export { SecretBox, secretKeyOf } from '../secrets/secret-box';
export { QUESTION_WORDS } from './question-terms';
export { coverageOf, retrieve, type Retrieval, type RetrievedChunk } from './retriever';
