import { jestProject } from '@switchboard/tooling/jest';

const project = jestProject(import.meta.dirname);

export default {
  ...project,
  setupFilesAfterEnv: [...project.setupFilesAfterEnv, '<rootDir>/src/testing/setup-tests.tsx'],
};
