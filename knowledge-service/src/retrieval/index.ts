// The package's `./retrieval` entry: what the bench's evaluation compares against its
// baseline retriever. The service itself reaches these through its routes.
export { sentences } from '../indexing/chunker';
export { declined, sourceOf, type Answer, type Source } from './answer-composer';
export { QUESTION_WORDS } from './question-terms';
export { retrieve } from './retriever';
