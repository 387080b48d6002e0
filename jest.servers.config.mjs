// `npm test`'s server step: the platform's and the knowledge service's suites in one run,
// so both backends' stores are made and migrated once.
import { serverSuites } from './platform/jest-projects.mjs';

export default serverSuites(import.meta.dirname, [
  '<rootDir>/platform/src',
  '<rootDir>/knowledge-service/src',
  // The answer evaluation's loaders start their own throwaway platform.
  '<rootDir>/bench/eval',
  // The gateway's operations across services, proved on both backends of the stores they change.
  '<rootDir>/gateway/src/business-operations',
  '<rootDir>/gateway/src/feedback-operations',
]);
