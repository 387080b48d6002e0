import { serverSuites } from '@switchboard/platform/jest-projects';

export default serverSuites(import.meta.dirname, ['<rootDir>/src']);
