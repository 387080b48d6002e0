// The package's `./retrieval` entry: what the bench's evaluations (the baseline retriever,
// the embedding experiments) call directly. The service itself reaches these through its routes.
export { sentences } from '../indexing/chunker';
export {
  bestSentence,
  composeAnswer,
  declined,
  MIN_CONFIDENCE,
  sourceOf,
  type Answer,
  type Source,
} from './answer-composer';
export { QUESTION_WORDS } from './question-terms';
export { retrieve, type Retrieval, type RetrievedChunk } from './retriever';
