import path from 'node:path';
import { jestProject } from '@switchboard/tooling/jest';

export default jestProject(import.meta.dirname, {
  testEnvironment: path.join(import.meta.dirname, 'jest/native-arrays-environment.cjs'),
});
