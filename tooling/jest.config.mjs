import { jestProject } from './jest/jest-project.mjs';

export default jestProject(import.meta.dirname, {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/jest'],
});
