import { serverSuites } from './jest-projects.mjs';

export default serverSuites(import.meta.dirname, ['<rootDir>/src']);
